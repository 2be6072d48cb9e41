/**
 * A JSON answer without its request id: two answers that must not tell two cases apart (an
 * unknown account and a wrong password, someone else's order and none) are the same but for the
 * id each request is named by.
 */
export function answerOf(response: { json(): unknown }): unknown {
  const { requestId: _requestId, ...answer } = response.json() as Record<string, unknown>;
  return answer;
}
