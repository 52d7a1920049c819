/**
 * A runtime string as App Inventor text blocks (curl-to-blocks.md §3.2).
 *
 * When App Inventor compiles a `text` block (AI.Yail.quotifyForREPL), a backslash
 * followed by n, t or r stays an escape, so the field `\n` becomes a newline; every
 * other backslash is literal. So: newline, CR and tab are written as `\n`, `\r`,
 * `\t`, and a real backslash that is followed by n, t or r ends the field, the rest
 * continuing in a second text block joined with `text_join`.
 */

/** The field contents whose joined reading is exactly `value`. */
export function toTextFields(value: string): string[] {
  const fields: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value.charAt(i);
    if (ch === '\n') current += '\\n';
    else if (ch === '\r') current += '\\r';
    else if (ch === '\t') current += '\\t';
    else if (ch === '\\') {
      current += '\\';
      const next = value.charAt(i + 1);
      // Split here: a field that ends in a backslash reads it literally.
      if (next === 'n' || next === 't' || next === 'r') {
        fields.push(current);
        current = '';
      }
    } else current += ch;
  }
  fields.push(current);
  return fields;
}

/** How App Inventor reads one text field at run time (the inverse of toTextFields). */
export function readTextField(field: string): string {
  let out = '';
  for (let i = 0; i < field.length; i++) {
    const ch = field.charAt(i);
    const next = field.charAt(i + 1);
    if (ch === '\\' && (next === 'n' || next === 't' || next === 'r')) {
      out += next === 'n' ? '\n' : next === 't' ? '\t' : '\r';
      i++;
    } else out += ch;
  }
  return out;
}
