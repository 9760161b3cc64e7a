// Tiny helpers to build HTML and SVG without a framework.

const SVG_NS = 'http://www.w3.org/2000/svg';

function fill(node, attrs, children) {
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v == null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2).toLowerCase(), v);
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

/** An HTML element: h('button', {class: 'x', onClick: fn}, 'label'). */
export function h(tag, attrs, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/** An SVG element, same calling convention as `h`. */
export function s(tag, attrs, ...children) {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** Replaces all children of `node`. */
export function put(node, ...children) {
  node.replaceChildren();
  return fill(node, {}, children);
}

const fetched = new Map();

/** The JSON document at `url` (a board's map data), fetched once per page however often it is asked for. */
export function fetchJsonOnce(url) {
  const key = String(url);
  if (!fetched.has(key)) {
    fetched.set(key, fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${key}: ${r.status}`);
      return r.json();
    }));
  }
  return fetched.get(key);
}

/**
 * A title's rules page in `lang` from its sections. A section is `{id?, en: [title, text, items?], ja: [...],
 * ordered?, img?, cap?}`: `text` is a paragraph or a list of them; `items` a list whose entries are a line or
 * `[term, line]` (numbered when `ordered`); `img` a picture in the `rules/` folder beside `base` (the title's
 * rules module's `import.meta.url`) with its caption `cap: {en, ja}`. `id` marks the section (`data-section`).
 */
export function rulesPage(sections, lang, base) {
  const l = lang === 'ja' ? 'ja' : 'en';
  return sections.map((section) => {
    const [title, text, items] = section[l];
    return h('section', { dataset: section.id ? { section: section.id } : {} },
      h('h2', {}, title),
      [text ?? []].flat().map((p) => h('p', {}, p)),
      items ? h(section.ordered ? 'ol' : 'ul', { class: 'rules-items' }, items.map(termLine)) : null,
      section.img ? h('figure', {}, h('img', { src: new URL(`./rules/${section.img}`, base).href, alt: section.cap[l], loading: 'lazy' }),
        h('figcaption', {}, section.cap[l])) : null);
  });
}

/** A list entry: a plain line, or `[term, line]` with the term in bold. */
function termLine(entry) {
  if (!Array.isArray(entry)) return h('li', {}, entry);
  const [term, line] = entry;
  return h('li', {}, h('strong', {}, term), line ? ` ${line}` : '');
}

/**
 * A title's turn summary (a player aid: one screen) in `lang`: `{en: {phases, notes}, ja: {...}}`, where
 * `phases` lists a turn's phases in order as `[name, line, line, …]` and `notes` (scoring, the end) as `[term,
 * line]`. The shell shows it in a dialog (summary.js).
 */
export function turnSummary(card, lang) {
  const { phases, notes = [] } = card[lang === 'ja' ? 'ja' : 'en'];
  return h('div', { class: 'turn-summary' },
    h('ol', { class: 'phases' }, phases.map(([name, ...lines], i) => h('li', { dataset: { phase: i + 1 } },
      h('strong', {}, name), lines.length ? h('ul', {}, lines.map((line) => h('li', {}, line))) : null))),
    notes.length ? h('dl', { class: 'notes' }, notes.map(([term, line]) => [h('dt', {}, term), h('dd', {}, line)])) : null);
}
