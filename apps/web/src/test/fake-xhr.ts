import { act } from '@testing-library/react';

/** A stand-in XMLHttpRequest the test drives: upload progress, the answer, an abort. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | Blob | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData | Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { loaded, total, lengthComputable: true });
    act(() => void this.upload.dispatchEvent(event));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => void this.events.dispatchEvent(new Event('load')));
  }
}
