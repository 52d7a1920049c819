/**
 * What the blocks need to know about App Inventor's Web component to draw like the
 * Blocks editor: each method's parameter names (the labels beside ARG0, ARG1…), which
 * methods return a value, and each event's parameters. From the MIT descriptor,
 * ../shared/corpus/curl/appinventor/web-component.mit-app-inventor.json (Kodular's is
 * a subset with the same names).
 */
export const WEB_METHOD_PARAMS: Record<string, readonly string[]> = {
  Get: [],
  Delete: [],
  ClearCookies: [],
  PostText: ['text'],
  PutText: ['text'],
  PatchText: ['text'],
  PostTextWithEncoding: ['text', 'encoding'],
  PutTextWithEncoding: ['text', 'encoding'],
  PatchTextWithEncoding: ['text', 'encoding'],
  PostFile: ['path'],
  PutFile: ['path'],
  PatchFile: ['path'],
  BuildRequestData: ['list'],
  UriEncode: ['text'],
  UriDecode: ['text'],
  HtmlTextDecode: ['htmlText'],
  JsonTextDecode: ['jsonText'],
  JsonTextDecodeWithDictionaries: ['jsonText'],
  JsonObjectEncode: ['jsonObject'],
  XMLTextDecode: ['XmlText'],
  XMLTextDecodeAsDictionary: ['XmlText'],
};

/** Methods with a return value: drawn as value (output) blocks, not statements. */
export const WEB_VALUE_METHODS: ReadonlySet<string> = new Set([
  'BuildRequestData',
  'UriEncode',
  'UriDecode',
  'HtmlTextDecode',
  'JsonTextDecode',
  'JsonTextDecodeWithDictionaries',
  'JsonObjectEncode',
  'XMLTextDecode',
  'XMLTextDecodeAsDictionary',
]);

export const WEB_EVENT_PARAMS: Record<string, readonly string[]> = {
  GotText: ['url', 'responseCode', 'responseType', 'responseContent'],
  GotFile: ['url', 'responseCode', 'responseType', 'fileName'],
  TimedOut: ['url'],
};

/** App Inventor's block colours (blocklyeditor Blockly.COLOUR_* and *_CATEGORY_HUE). */
export const AI_COLOURS = {
  event: '#B18E35',
  method: '#7C5385',
  getter: '#439970',
  setter: '#266643',
  procedure: '#7C5385',
  text: '#B32D5E',
  math: '#3F71B5',
  logic: '#77AB41',
  list: '#49A6D4',
} as const;
