// The page's Content Security Policy allows no inline style attributes (docs/security.md: only <style> elements
// carrying the page's nonce). React renders `style` props as attributes on the server, so the prerendered markup's
// attributes become classes, each with a rule that keeps the attribute's strength (!important, as an inline style
// outranks every selector).

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);

/** Splits a declaration list at the semicolons outside parentheses and quotes. */
function declarations(styleText: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of styleText) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const START_TAG = /<([a-zA-Z][\w-]*)((?:\s+[\w:-]+(?:="[^"]*")?)*)(\s*\/?)>/g;

/**
 * Moves every `style="…"` attribute of `markup` (React's server output: attributes double-quoted) into a class named
 * `${prefix}-N`, one per distinct style; answers the markup without style attributes and the rules for the classes.
 */
export function styleAttributesToClasses(markup: string, prefix: string): { markup: string; css: string } {
  const classes = new Map<string, string>();
  const rewritten = markup.replace(START_TAG, (tag, name: string, attributes: string, end: string) => {
    const style = /\sstyle="([^"]*)"/.exec(attributes);
    if (!style) return tag;
    const css = unescapeHtml(style[1]);
    let className = classes.get(css);
    if (!className) {
      className = `${prefix}-${classes.size}`;
      classes.set(css, className);
    }
    let rest = attributes.replace(style[0], '');
    const existing = /\sclass="([^"]*)"/.exec(rest);
    rest = existing ? rest.replace(existing[0], ` class="${existing[1]} ${className}"`) : `${rest} class="${className}"`;
    return `<${name}${rest}${end}>`;
  });
  const css = [...classes]
    .map(([style, className]) => `.${className}{${declarations(style).map((declaration) => `${declaration} !important`).join(';')}}`)
    .join('');
  return { markup: rewritten, css };
}
