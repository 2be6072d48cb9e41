/** A store the shop needs when it is configured (Redis, object storage), asked before traffic comes. */
export interface ReadinessCheck {
  name: string;
  isReady(): Promise<boolean>;
}
