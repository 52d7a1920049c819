/**
 * WebRequest → App Inventor blocks: a `sendCurlRequest` procedure that sets Url,
 * RequestHeaders (and Timeout / AllowCookies when needed) and calls the method,
 * plus an empty `when Web1.GotText` handler for the user to fill in.
 */
import type { Target } from '../targets';
import type { WebBody, WebMethod, WebRequest } from '../types';
import {
  booleanValue,
  chain,
  eventHandler,
  listValue,
  methodCall,
  numberValue,
  procedure,
  setter,
  stringValue,
} from './xml';

export const PROCEDURE_NAME = 'sendCurlRequest';
const WORKSPACE_NS = 'https://developers.google.com/blockly/xml';
/** The namespace App Inventor writes into a PNG's coDe chunk (ai2-blocks-format.md §2). */
const PNG_NS = 'http://www.w3.org/1999/xhtml';

const VERB: Record<Exclude<WebMethod, 'GET' | 'DELETE'>, string> = {
  POST: 'Post',
  PUT: 'Put',
  PATCH: 'Patch',
};

/** The Web method and its arguments for this request. */
export function methodFor(
  method: WebMethod,
  body: WebBody,
): { name: string; args: string[] } {
  if (method === 'GET') return { name: 'Get', args: [] };
  if (method === 'DELETE') return { name: 'Delete', args: [] };
  const verb = VERB[method];
  if (body.kind === 'file')
    return { name: `${verb}File`, args: [stringValue(body.path)] };
  const content = body.kind === 'text' ? body.text : '';
  if (body.kind === 'text' && body.encoding) {
    return {
      name: `${verb}TextWithEncoding`,
      args: [stringValue(content), stringValue(body.encoding)],
    };
  }
  return { name: `${verb}Text`, args: [stringValue(content)] };
}

function headersValue(request: WebRequest): string {
  return listValue(
    request.headers.map(header =>
      listValue([
        stringValue(header.name),
        header.values.length === 1
          ? stringValue(header.values[0] ?? '')
          : listValue(header.values.map(stringValue)),
      ]),
    ),
  );
}

export interface BlocksXml {
  xml: string;
  procedureXml: string;
  handlerXml: string;
}

export function toBlocksXml(request: WebRequest, target: Target): BlocksXml {
  const statements = [
    setter(target, 'Url', stringValue(request.url)),
    setter(target, 'RequestHeaders', headersValue(request)),
  ];
  if (request.timeoutMs !== undefined) {
    statements.push(setter(target, 'Timeout', numberValue(request.timeoutMs)));
  }
  if (request.allowCookies) {
    statements.push(setter(target, 'AllowCookies', booleanValue(true)));
  }
  const call = methodFor(request.method, request.body);
  statements.push(methodCall(target, call.name, call.args));
  const body = chain(statements);
  const handlerTop = 60 + 40 * statements.length;
  return {
    xml: `<xml xmlns="${WORKSPACE_NS}">${procedure(PROCEDURE_NAME, body, ' x="20" y="20"')}${eventHandler(target, 'GotText', ` x="20" y="${handlerTop}"`)}</xml>`,
    procedureXml: `<xml xmlns="${PNG_NS}">${procedure(PROCEDURE_NAME, body)}</xml>`,
    handlerXml: `<xml xmlns="${PNG_NS}">${eventHandler(target, 'GotText')}</xml>`,
  };
}
