/** Test data: classic stored-XSS payloads, shared by the sanitiser's tests and the API's. */
// None may survive in anything the browser would execute.
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p onclick="alert(1)">click</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '"><script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<details open ontoggle=alert(1)>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];
