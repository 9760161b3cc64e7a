// A title's turn summary as a dialog over the page: the one-screen player aid a title's rules module exports as
// `summary(lang, {game})` (built with dom.js `turnSummary`). The table, the lobby and the rules page open it;
// it follows a language switch while open and closes with its button, Escape, a click beside it or a new page.

import { h, put } from './dom.js';
import { getLang, onLangChange, pick, t } from './i18n.js';

/** Opens the turn summary of `game` (its `/api/games` description); `rulesLink` adds a link to the full rules
 * page in a new tab (the table keeps its place). Resolves once the dialog shows. */
export async function openSummary(game, { rulesLink = true } = {}) {
  document.getElementById('summary-dialog')?.close();
  const title = h('h2', { id: 'summary-title' });
  const body = h('div', { class: 'summary-body', id: 'summary-body' });
  const link = rulesLink ? h('a', { id: 'summary-rules', href: `#/rules/${game.id}`, target: '_blank' }) : null;
  const close = h('button', { id: 'summary-close', type: 'button', class: 'summary-close' });
  const dialog = h('dialog', { id: 'summary-dialog', class: 'summary-dialog', 'aria-labelledby': 'summary-title', dataset: { game: game.id } },
    h('div', { class: 'summary-head' }, title, link, close), body);
  let module = null;
  const draw = () => {
    title.textContent = t('summaryOf', { game: pick(game.name) });
    close.textContent = '×';
    close.setAttribute('aria-label', t('close'));
    if (link) link.textContent = t('fullRules');
    put(body, module?.summary ? module.summary(getLang(), { game }) : h('p', {}, t('noSummary')));
    dialog.dataset.lang = getLang();
  };
  try {
    module = game.rules ? await import(game.rules) : null;
  } catch (error) {
    console.error('rules module failed to load', error);
  }
  const stop = onLangChange(draw);
  const leave = () => dialog.close();
  // Another page (a link, the browser's Back) closes it.
  window.addEventListener('hashchange', leave);
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    const r = dialog.getBoundingClientRect();
    const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
    if (event.target === dialog && !inside) dialog.close();
  });
  dialog.addEventListener('close', () => { stop(); window.removeEventListener('hashchange', leave); dialog.remove(); });
  draw();
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
