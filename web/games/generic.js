// The board of a game without its own drawing: the view's data as a readable tree. Every legal action is a
// button in the guidance panel (nothing here is clickable), so any game in the catalog is playable.

import { h, put } from '../dom.js';
import { t } from '../i18n.js';

export function createBoard(container) {
  return {
    render(view) {
      put(container, h('div', { class: 'generic-board' },
        h('p', { class: 'muted' }, t('noBoard')),
        h('details', { open: true }, h('summary', {}, t('viewJson')),
          h('pre', { class: 'view-json' }, JSON.stringify(view.game, null, 2)))));
    },
    clickable: () => false,
    confirm: () => null,
  };
}
