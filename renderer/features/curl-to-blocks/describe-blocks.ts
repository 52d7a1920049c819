/** A plain-text reading of the converted blocks, for screen readers and the page's status. */
import { methodFor, PROCEDURE_NAME } from '#shared/curl/blocks/index';
import { TARGETS } from '#shared/curl/targets';
import type { Conversion } from '#shared/curl/types';

export function describeBlocks(result: Conversion): string {
  const web = TARGETS[result.target].instanceName;
  const { request } = result;
  const steps = [
    `set ${web}.Url to ${request.url}`,
    `set ${web}.RequestHeaders to a list of ${request.headers.length} ${
      request.headers.length === 1 ? 'header' : 'headers'
    }`,
  ];
  if (request.timeoutMs !== undefined) {
    steps.push(`set ${web}.Timeout to ${request.timeoutMs}`);
  }
  if (request.allowCookies) steps.push(`set ${web}.AllowCookies to true`);
  steps.push(`call ${web}.${methodFor(request.method, request.body).name}`);
  return `Two blocks. “to ${PROCEDURE_NAME}”: ${steps.join('; ')}. Then an empty “when ${web}.GotText” event handler.`;
}
