/**
 * A small, strict XML reader for the blocks documents the converter writes:
 * elements, attributes, text and the five predefined entities plus character
 * references. Anything else (comments, CDATA, DOCTYPE, bad nesting) is an error,
 * so a malformed document fails the corpus test instead of being half-read.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;]*);?/g, (match, body: string) => {
    if (!match.endsWith(';'))
      throw new Error(`Bare & in XML text near ${JSON.stringify(raw)}`);
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    const value = ENTITIES[body];
    if (value === undefined) throw new Error(`Unknown XML entity &${body};`);
    return value;
  });
}

export function parseXml(source: string): XmlElement {
  let pos = 0;
  const fail = (what: string): never => {
    throw new Error(
      `XML: ${what} at offset ${pos}: ${JSON.stringify(source.slice(pos, pos + 40))}`,
    );
  };
  const readName = (): string => {
    NAME.lastIndex = pos;
    const match = NAME.exec(source);
    if (!match) return fail('expected a name');
    pos += match[0].length;
    return match[0];
  };
  const skipSpace = () => {
    while (/\s/.test(source.charAt(pos))) pos++;
  };
  const readElement = (): XmlElement => {
    if (source.charAt(pos) !== '<') fail('expected <');
    pos++;
    const name = readName();
    const attrs: Record<string, string> = {};
    for (;;) {
      skipSpace();
      const ch = source.charAt(pos);
      if (ch === '/' && source.charAt(pos + 1) === '>') {
        pos += 2;
        return { name, attrs, children: [] };
      }
      if (ch === '>') {
        pos++;
        break;
      }
      const attr = readName();
      if (source.charAt(pos) !== '=' || source.charAt(pos + 1) !== '"')
        fail('expected ="');
      const end = source.indexOf('"', pos + 2);
      if (end === -1) fail('unterminated attribute');
      if (attr in attrs) fail(`duplicate attribute ${attr}`);
      const raw = source.slice(pos + 2, end);
      if (raw.includes('<')) fail('< in attribute');
      attrs[attr] = decodeEntities(raw);
      pos = end + 1;
    }
    const children: (XmlElement | string)[] = [];
    for (;;) {
      const next = source.indexOf('<', pos);
      if (next === -1) fail(`unclosed <${name}>`);
      if (next > pos) children.push(decodeEntities(source.slice(pos, next)));
      pos = next;
      if (source.startsWith('</', pos)) {
        pos += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipSpace();
        if (source.charAt(pos) !== '>') fail('expected >');
        pos++;
        return { name, attrs, children };
      }
      if (source.startsWith('<!', pos) || source.startsWith('<?', pos))
        fail('unsupported markup');
      children.push(readElement());
    }
  };
  skipSpace();
  const root = readElement();
  skipSpace();
  if (pos !== source.length) fail('content after the root element');
  return root;
}

export function elements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement =>
      typeof child !== 'string' && (!name || child.name === name),
  );
}

export function textOf(element: XmlElement): string {
  return element.children
    .map(child => (typeof child === 'string' ? child : textOf(child)))
    .join('');
}
