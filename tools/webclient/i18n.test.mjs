// Checks the browser client's string catalogs: the shell's (web/i18n.js) and each title's
// (web/games/<id>/i18n.js). Every key the code asks for exists where that code looks, every entry has an English
// and a Japanese text with the same placeholders, no entry is unused, and a title whose map drawing names regions
// has a Japanese name for each.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalog } from '../../web/i18n.js';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web');
const games = join(web, 'games');

/** The JavaScript of `dir` (and below, unless `flat`), catalogs left out. */
function sources(dir, flat = false) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return flat ? [] : sources(path);
    return name.endsWith('.js') && name !== 'i18n.js' ? [readFileSync(path, 'utf8')] : [];
  });
}

const usedKeys = (code) => new Set([...code.matchAll(/\bt\('([\w]+)'/g)].map((m) => m[1]));
const shell = catalog().strings;
const shellCode = [...sources(web, true), ...sources(games, true)].join('\n');
const titles = readdirSync(games).filter((id) => existsSync(join(games, id, 'i18n.js')));
const titleCatalogs = Object.fromEntries(await Promise.all(titles.map(async (id) => {
  const module = await import(pathToFileURL(join(games, id, 'i18n.js')).href);
  return [id, { ...module.catalog(), code: sources(join(games, id)).join('\n') }];
})));

function checkEntries(strings, where) {
  for (const [key, entry] of Object.entries(strings)) {
    assert.ok(entry.en && entry.ja, `${where} ${key} needs en and ja`);
    const holes = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    assert.deepEqual(holes(entry.ja), holes(entry.en), `${where} ${key}: placeholders differ`);
  }
}

test('every key the shell uses is in its catalog', () => {
  const used = usedKeys(shellCode);
  assert.ok(used.size > 30, `found only ${used.size} keys; is the pattern still right?`);
  assert.deepEqual([...used].filter((k) => !(k in shell)), []);
});

test('every entry has both languages with the same placeholders', () => {
  checkEntries(shell, 'web/i18n.js');
  for (const [id, { strings }] of Object.entries(titleCatalogs)) checkEntries(strings, `web/games/${id}/i18n.js`);
});

test('no shell entry is unused', () => {
  // Keys built at run time: `t(\`status_${...}\`)`, `pace_${...}`, `level_${...}`.
  const dynamic = [/^status_/, /^pace_(live|long)$/, /^level_/];
  const all = [shellCode, ...Object.values(titleCatalogs).map((c) => c.code)].join('\n');
  const unused = Object.keys(shell).filter((k) => !all.includes(`'${k}'`) && !dynamic.some((re) => re.test(k)));
  assert.deepEqual(unused, []);
});

test('a title board finds every key it uses in its own catalog or the shell', () => {
  assert.ok(titles.length >= 1, 'no title folder has an i18n.js');
  for (const [id, { strings, code }] of Object.entries(titleCatalogs)) {
    const missing = [...usedKeys(code)].filter((k) => !(k in strings) && !(k in shell));
    assert.deepEqual(missing, [], `web/games/${id}`);
  }
});

test('no title entry is unused and none repeats a shell key', () => {
  for (const [id, { strings, code }] of Object.entries(titleCatalogs)) {
    // Keys a board builds at run time from a prefix, e.g. t(`nation_${code}`) or t(`imp_slot${n}`).
    const prefixes = [...code.matchAll(/\bt\(`(\w+)\$\{/g)].map((m) => m[1]);
    const unused = Object.keys(strings).filter((k) => !code.includes(`'${k}'`) && !prefixes.some((p) => k.startsWith(p)));
    assert.deepEqual(unused, [], `web/games/${id}`);
    assert.deepEqual(Object.keys(strings).filter((k) => k in shell), [], `web/games/${id} shadows shell keys`);
  }
});

test('every region of a title map drawing has a Japanese name', () => {
  for (const [id, { regions }] of Object.entries(titleCatalogs)) {
    const path = join(games, id, 'map.json');
    if (!regions || !existsSync(path)) continue;
    const map = JSON.parse(readFileSync(path, 'utf8'));
    const ids = [...Object.keys(map.regions), ...(map.decorations ?? []).filter((d) => d.label).map((d) => d.id)];
    assert.ok(ids.length > 0, `web/games/${id}/map.json names no region`);
    assert.deepEqual(ids.filter((r) => !regions[r]), [], `web/games/${id}`);
  }
});
