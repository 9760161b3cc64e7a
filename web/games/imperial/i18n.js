// Imperial's own words for its board (panel titles, hints, legend), in English and Japanese. The names of its
// nations, regions and rondel spaces come from the crate's words; the shell's strings stay in web/i18n.js.

import { withStrings } from '../../i18n.js';

const STRINGS = {
  imp_nations: { en: 'Nations', ja: '列強国情報' },
  imp_players: { en: 'Players', ja: 'プレイヤー情報' },
  imp_power: { en: 'Power points', ja: '列強国得点チャート' },
  imp_rondel: { en: 'Rondel', ja: 'ゲームダイヤル' },
  imp_map: { en: 'Map', ja: 'マップ' },
  imp_zoomIn: { en: 'Zoom in', ja: '拡大' },
  imp_zoomOut: { en: 'Zoom out', ja: '縮小' },
  imp_zoomReset: { en: 'Whole map', ja: '全体表示' },
  imp_treasury: { en: 'Treasury', ja: '国庫' },
  imp_governor: { en: 'Government', ja: '統治者' },
  imp_noGovernor: { en: 'nobody', ja: 'なし' },
  imp_bondsOfGov: { en: 'Gov. bonds', ja: '統治者の債券' },
  imp_chart: { en: 'Tax chart', ja: '課税チャート' },
  imp_flagsLeft: { en: 'Flags left', ja: '課税マーカー残り' },
  imp_armiesLeft: { en: 'Armies left', ja: '陸軍残り' },
  imp_fleetsLeft: { en: 'Fleets left', ja: '艦隊残り' },
  imp_powerShort: { en: 'Power', ja: '得点' },
  imp_cash: { en: 'Cash', ja: '現金' },
  imp_hidden: { en: '—', ja: '—' },
  imp_investorCard: { en: 'investor card', ja: '債券購入権' },
  imp_hoverPayout: { en: 'Hover: interest each player receives per nation', ja: 'マウスを合わせると各国の配当額を表示' },
  imp_interestTitle: { en: 'Interest per nation (M)', ja: '各国からの配当額（百万）' },
  imp_investTitle: { en: 'Invested per nation (M)', ja: '各国への投資額（百万）' },
  imp_movePanel: { en: 'Move panel', ja: '表示位置切替' },
  imp_bonds: { en: 'Bonds', ja: '債券' },
  imp_bondWindow: { en: 'Bonds of {nation}', ja: '{nation}の債券' },
  imp_interest: { en: 'interest {n}M', ja: '配当 {n}M' },
  imp_available: { en: 'available', ja: '購入可' },
  imp_buy: { en: 'Buy', ja: '購入' },
  imp_tradeUp: { en: 'Trade up', ja: '交換' },
  imp_pass: { en: 'Pass', ja: 'パス' },
  imp_close: { en: 'Close', ja: '閉じる' },
  imp_pickBond: { en: 'Pick a bond to buy, or one of yours and then a better one to trade up.', ja: '購入する債券を選ぶか、保有債券を選んでから交換先の債券を選んでください。' },
  imp_round: { en: 'round', ja: 'ラウンド' },
  imp_powerHistory: { en: 'Power over the rounds', ja: 'ラウンドごとの得点推移' },
  imp_pickDestination: { en: 'Now click where it goes (highlighted), or pick another unit.', ja: '移動先（強調表示）をクリックするか、別の部隊を選んでください。' },
  imp_pickUnit: { en: 'Click a highlighted unit or region on the map.', ja: 'マップ上の強調表示された部隊・地域をクリックしてください。' },
  imp_pickKind: { en: 'Army or fleet?', ja: '陸軍と艦隊のどちらにしますか？' },
  imp_factory: { en: 'Factory', ja: '工場' },
  imp_shipyard: { en: 'shipyard', ja: '造船所' },
  imp_armaments: { en: 'armaments factory', ja: '軍備工場' },
  imp_hostile: { en: 'hostile', ja: '敵対' },
  imp_friendly: { en: 'friendly', ja: '友好' },
  imp_legend: { en: 'Legend', ja: '凡例' },
  imp_legendText: {
    en: 'Circle = army, diamond = fleet (small diamond at a port = in harbour), brown house = armaments factory, blue hull = shipyard, pennant = flag. Letters: A Austria-Hungary, I Italy, F France, B Britain, G Germany, R Russia. Red ring = hostile army, white dot = friendly army.',
    ja: '丸＝陸軍、ひし形＝艦隊（港の小さいひし形＝停泊中）、茶の家形＝軍備工場、水色の船体形＝造船所、旗＝課税マーカー。文字：A オーストリア＝ハンガリー、I イタリア、F フランス、B 英国、G ドイツ、R ロシア。赤い輪＝敵対、白い点＝友好。',
  },
  imp_free: { en: 'free', ja: '無料' },
  imp_cost: { en: '{cost}M', ja: '{cost}M' },
  confirmCost: { en: 'This costs {cost}M. Sure?', ja: '{cost}Mかかります。よろしいですか？' },
  // board words added with the view that carries every number
  imp_donateOpen: { en: 'Donate…', ja: '寄付…' },
  imp_donateTo: { en: 'Donate to {nation}’s treasury', ja: '{nation}の国庫に寄付' },
  imp_donateGive: { en: 'Donate {amount}M', ja: '{amount}M寄付' },
  imp_keepCash: { en: 'Keep my cash', ja: '寄付しない' },
  imp_destroy: { en: 'Destroy this factory (3 armies)', ja: 'この工場を破壊（陸軍3）' },
  imp_moved: { en: '{moved} moved', ja: '移動済み{moved}' },
  imp_convoyed: { en: '{convoyed} carried an army', ja: '輸送済み{convoyed}' },
  imp_income: { en: 'Tax now', ja: '現在の税収' },
  imp_factor: { en: 'Factor', ja: '倍率' },
  imp_points: { en: 'Points', ja: '得点' },
  imp_pointsTitle: { en: 'Points now: bonds × power factor (plus cash where you may see it)', ja: '現在の得点：債券×倍率（見える場合は現金込み）' },
  imp_tradeCost: { en: '{give}M → {take}M (pay {cost}M)', ja: '{give}M → {take}M（差額{cost}M）' },
  imp_bondValue: { en: '{value}M', ja: '{value}M' },
  imp_powerEnd: { en: 'The game ends when a nation reaches {end}.', ja: 'いずれかの国が{end}点に達するとゲーム終了。' },
  imp_swiss: { en: 'Swiss bank', ja: 'スイス銀行' },
  imp_scoring: { en: 'Scoring', ja: '得点計算' },
  imp_bondPoints: { en: 'Bonds', ja: '債券' },
  imp_scoringHow: { en: 'Each bond scores its interest × its nation’s power factor, and each 1M of cash scores 1.', ja: '債券ごとに配当×その国の倍率が得点になり、現金は1Mにつき1点です。' },
};

export const t = withStrings(STRINGS);

/** The board's whole catalog, for its test. */
export function catalog() {
  return { strings: STRINGS };
}
