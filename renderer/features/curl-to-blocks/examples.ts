/** One-click example commands, one per common shape of request. */
export interface CurlExample {
  id: string;
  label: string;
  curl: string;
}

export const CURL_EXAMPLES: readonly CurlExample[] = [
  {
    id: 'get-query',
    label: 'GET with query',
    curl: `curl 'https://api.example.com/v1/search?q=app+inventor&limit=10' \\
  -H 'Accept: application/json'`,
  },
  {
    id: 'post-json',
    label: 'POST JSON + bearer',
    curl: `curl -X POST https://api.example.com/v1/notes \\
  -H 'Authorization: Bearer YOUR_TOKEN' \\
  -H 'Content-Type: application/json' \\
  -d '{"title":"Hello","done":false}'`,
  },
  {
    id: 'form-post',
    label: 'Form post',
    curl: `curl https://example.com/contact \\
  -d 'name=Ada+Lovelace' \\
  -d 'email=ada%40example.com'`,
  },
  {
    id: 'basic-auth',
    label: 'Basic auth',
    curl: `curl -u ada:s3cret https://api.example.com/v1/me`,
  },
];
