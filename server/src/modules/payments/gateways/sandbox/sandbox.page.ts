const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A bare Arabic page with one form per button (no script), for the sandbox's browser steps. */
export function sandboxPage(
  title: string,
  lines: string[],
  buttons: { action: string; label: string }[],
): string {
  const forms = buttons
    .map(
      (b) =>
        `<form method="post" action="${escape(b.action)}"><button type="submit">${escape(b.label)}</button></form>`,
    )
    .join('');
  return `<!doctype html><html lang="ar-EG" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<meta name="color-scheme" content="light dark">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin-inline-end:.5rem}button{font-size:1rem;padding:.5rem 1.25rem}</style></head>
<body><h1>${escape(title)}</h1>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}${forms}</body></html>`;
}
