import { parsePostContent } from '../utils/parse-post-content';

/** A post's body as headings, paragraphs and lists; text only, never HTML. */
export function PostContent({ content }: { content: string }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {parsePostContent(content).map((block, i) => {
        const key = `${block.type}-${i}`;
        if (block.type === 'heading') {
          return (
            <h2 key={key} className="pt-4 text-2xl font-semibold text-slate-900">
              {block.text}
            </h2>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={key} className="ml-6 list-disc space-y-2">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
