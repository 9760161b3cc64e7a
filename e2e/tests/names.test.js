// People, not seat numbers: at a table of each title with a person and two bots, the game log, the prompt and
// the action buttons name the players (the person by name, the bots as "Bot 2 (random)" / "ボット2（ランダム）"),
// never "Seat 2", "Player 2", "席2", "プレイヤー2" or a raw "{seat:1}" placeholder, in English and in Japanese.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serverAndBrowser, shooter, startWithBots, watchErrors } from './harness.js';

const env = serverAndBrowser();

/** Log lines to reach before checking, where the first lines say little. */
const LINES = { 'age-of-renaissance': 30 };

const NUMBERED = /\b(Seat|Player) \d|席\d|プレイヤー\d|\{seat:/;

/** The texts a person reads about the game: log lines, the prompt, the action buttons. */
const texts = (page) => page.evaluate(() => ({
  log: [...document.querySelectorAll('#log li')].map((li) => li.textContent),
  prompt: document.querySelector('#prompt')?.textContent ?? '',
  actions: [...document.querySelectorAll('#guidance button.action')].map((b) => b.textContent),
  seats: [...document.querySelectorAll('#seats li.seat')].map((li) => li.textContent),
}));

/** Takes our first offered choice (and confirms it) whenever it is our turn, until a log line names a player
 * and the log has at least `lines` lines. */
async function playUntilNamed(page, names, lines = 1) {
  for (let i = 0; i < 400; i += 1) {
    const { log } = await texts(page);
    if (log.length >= lines && log.some((line) => names.some((n) => line.includes(n)))) return;
    const mine = await page.$('#prompt.mine');
    const button = mine && (await page.$('#actions button.action, #all-actions button.action'));
    if (button) {
      const before = await page.$eval('.table-page', (el) => el.dataset.version);
      await button.evaluate((b) => b.click()); // also a choice the board draws, listed under "All choices"
      const confirm = await page.waitForSelector('#confirm-yes', { timeout: 300 }).catch(() => null);
      if (confirm) await confirm.click();
      await page.waitForFunction((v) => document.querySelector('.table-page').dataset.version !== v, before,
        { timeout: 10000 }).catch(() => {});
    } else {
      await page.waitForTimeout(100);
    }
  }
  assert.fail(`no log line names a player: ${JSON.stringify((await texts(page)).log)}`);
}

function assertNamed(what, { log, prompt, actions }) {
  for (const line of [...log, prompt, ...actions]) assert.doesNotMatch(line, NUMBERED, `${what}: "${line}"`);
}

for (const game of ['sixteen-thirty', 'imperial', 'world-empires', 'liberte', 'age-of-renaissance']) {
  test(`${game}: the log and the prompts name the players, in English and Japanese`, async () => {
    const { shot, shots } = shooter(`names-${game}`);
    const page = await (await env.browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.server.url}/`);
    await page.waitForSelector('body[data-ready]');
    await page.fill('#auth-name', `Ada${game.length}`);
    await page.click('#guest');
    await page.waitForSelector('#create-form');
    const me = (await page.textContent('#me')).match(/Ada\d+/)[0];
    await startWithBots(page, game, ['', ''], '#prompt');

    // Two random bots read the same, so each is numbered by its seat.
    const en = ['Bot 2 (random)', 'Bot 3 (random)'];
    const seats = (await texts(page)).seats;
    assert.ok(seats[0].includes(me) && seats[1].includes(en[0]) && seats[2].includes(en[1]), seats.join(' | '));
    // Age of Renaissance's first lines are only sealed bids: play on into the turn (draws, cards, purchases).
    await playUntilNamed(page, [me, ...en], LINES[game] ?? 1);
    assertNamed('en', await texts(page));
    await shot(page, 'english');

    await page.selectOption('#lang', 'ja');
    await page.waitForFunction(() => document.querySelector('#log')?.closest('.table-page')
      && document.documentElement.lang === 'ja');
    const ja = ['ボット2（ランダム）', 'ボット3（ランダム）'];
    const inJapanese = await texts(page);
    assert.ok(inJapanese.seats[1].includes(ja[0]), inJapanese.seats.join(' | '));
    assert.ok(inJapanese.log.some((line) => [me, ...ja].some((n) => line.includes(n))),
      `no Japanese log line names a player: ${JSON.stringify(inJapanese.log)}`);
    assertNamed('ja', inJapanese);
    await shot(page, 'japanese');
    await page.selectOption('#lang', 'en');

    assert.deepEqual(errors.filter((e) => !e.startsWith('Failed to load resource')), []);
    console.log(`screenshots:\n${shots.join('\n')}`);
  });
}
