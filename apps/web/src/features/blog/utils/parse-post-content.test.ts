import { describe, expect, it } from 'vitest';
import { parsePostContent } from './parse-post-content';

describe('parsePostContent', () => {
  it('reads headings, paragraphs and bullet lists', () => {
    expect(parsePostContent('Intro line one\nline two.\n\n## Budget\n\n- first\n- second\n')).toEqual([
      { type: 'paragraph', text: 'Intro line one line two.' },
      { type: 'heading', text: 'Budget' },
      { type: 'list', items: ['first', 'second'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parsePostContent('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
