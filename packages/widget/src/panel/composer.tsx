import type { Ref } from 'preact';
import { Icon } from './icons';

/** Mirrors MAX_MESSAGE_LENGTH in contracts. */
export const MAX_MESSAGE_LENGTH = 2000;

interface Props {
  draft: string;
  placeholder: string;
  isSending: boolean;
  canAttach: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
  onDraftChange(text: string): void;
  onSend(): void;
  onAttach(): void;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  draft,
  placeholder,
  isSending,
  canAttach,
  inputRef,
  onDraftChange,
  onSend,
  onAttach,
}: Props) {
  return (
    <form
      class="lw-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      {canAttach ? (
        <button type="button" class="lw-icon-button" aria-label="Attach a document" onClick={onAttach}>
          <Icon name="attach" />
        </button>
      ) : null}
      <label class="lw-sr" for="lw-input">
        Type your message
      </label>
      <textarea
        id="lw-input"
        ref={inputRef}
        class="lw-input"
        rows={1}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={placeholder}
        value={draft}
        onInput={(event) => onDraftChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
      <button type="submit" class="lw-send" disabled={isSending || draft.trim() === ''}>
        Send
      </button>
    </form>
  );
}
