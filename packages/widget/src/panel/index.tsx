import { render } from 'preact';
import { adoptStyles } from '../shared/style-sheet';
import type { PanelMount } from '../shared/types';
import { ChatPanel } from './chat-panel';
import { PANEL_CSS } from './panel-styles';

/** The chat panel chunk, loaded by widget.js on first open; it registers its mount function. */
const mount: PanelMount = (options) => {
  adoptStyles(options.root, PANEL_CSS);
  let isVisible = false;
  let focusRequest = 0;
  const draw = () =>
    render(
      <ChatPanel
        config={options.config}
        apiBase={options.apiBase}
        pageMode={options.pageMode}
        isVisible={isVisible}
        focusRequest={focusRequest}
        onRequestClose={options.onRequestClose}
        readContext={options.readContext}
        onUnread={options.onUnread}
      />,
      options.container,
    );
  draw();
  return {
    shown({ focus }) {
      isVisible = true;
      if (focus) focusRequest++;
      draw();
    },
    hidden() {
      isVisible = false;
      draw();
    },
  };
};

window.__leadwisePanel = mount;
