// Checks every title's rules module (web/games/<id>/rules.js) without a browser: each title with a board has one,
// exporting the rules page and the turn summary; every picture it names exists, is small, and every picture in its
// rules/ folder is used; the English text never says "his" or "he" of a player, and counts agree with their nouns
// ("1 cards", "3 card" are refused). The browser test e2e/tests/rules.test.js opens the pages themselves.

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const games = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'games');
const titles = readdirSync(games).filter((id) => existsSync(join(games, id, 'board.js')));
/** The size no picture of a rules page exceeds: they are fetched by phones too. New pictures aim at 150 KB
 * (e2e/pictures.js prints their sizes); the largest older one is 172 KB. */
const MAX_PICTURE = 180 * 1024;

const source = (id) => readFileSync(join(games, id, 'rules.js'), 'utf8');

test('every title with a board has a rules page and a turn summary', async () => {
  assert.ok(titles.length >= 5, `found only ${titles.length} titles`);
  for (const id of titles) {
    assert.ok(existsSync(join(games, id, 'rules.js')), `web/games/${id}/rules.js`);
    const module = await import(pathToFileURL(join(games, id, 'rules.js')).href);
    assert.equal(typeof module.rules, 'function', `${id} exports rules(lang)`);
    assert.equal(typeof module.summary, 'function', `${id} exports summary(lang)`);
  }
});

test('every picture a rules page names exists and is small, and every picture is used', () => {
  for (const id of titles) {
    const named = [...source(id).matchAll(/\bimg: '([^']+)'/g)].map((m) => m[1]);
    assert.ok(named.length >= 1, `${id}: the rules page shows the board`);
    const folder = join(games, id, 'rules');
    const files = existsSync(folder) ? readdirSync(folder) : [];
    assert.deepEqual([...new Set(named)].sort(), [...files].sort(), `${id}: the pictures named are the files of rules/`);
    for (const file of files) {
      const size = statSync(join(folder, file)).size;
      assert.ok(size <= MAX_PICTURE, `${id}/rules/${file} is ${Math.round(size / 1024)} KB`);
    }
  }
});

test('the English text says "they" of a player and counts agree with their nouns', () => {
  const nouns = 'card|piece|token|block|space|step|vote|player|marker|soldier|merchant|city|turn|region|navy|resource|die|round|action|province';
  const plurals = 'cards|pieces|tokens|blocks|spaces|steps|votes|players|markers|soldiers|merchants|cities|turns|regions|navies|resources|dice|rounds|actions|provinces';
  for (const id of titles) {
    const text = source(id);
    assert.deepEqual(text.match(/\b(his|him|himself|he)\b/gi) ?? [], [], `${id}: a player is "they"`);
    assert.deepEqual(text.match(new RegExp(`(?<![-\\w.])1 (${plurals})\\b`, 'g')) ?? [], [], `${id}: one of a thing is singular`);
    assert.deepEqual(text.match(new RegExp(`(?<![-\\w.])([02-9]|\\d{2,}) (${nouns})\\b(?![-\\w])`, 'g')) ?? [], [], `${id}: more than one is plural`);
  }
});
