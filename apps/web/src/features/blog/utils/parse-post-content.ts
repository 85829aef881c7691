export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

/**
 * Reads a post's light markup: blank lines split blocks, "## " starts a heading and "- " a bullet.
 * Blocks become React elements, never HTML, so nothing in a post can inject markup.
 */
export function parsePostContent(content: string): ContentBlock[] {
  return content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): ContentBlock => {
      if (block.startsWith('## ')) return { type: 'heading', text: block.slice(3).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { type: 'paragraph', text: lines.join(' ') };
    });
}
