// Imperial's own words for its board (panel titles, hints, legend) and the names of its nations and regions,
// in English and Japanese. The shell's strings stay in web/i18n.js; `t` here looks in both.

import { getLang, withStrings } from '../../i18n.js';

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
  imp_bondPrice: { en: '{price}M', ja: '{price}M' },
  imp_interest: { en: 'interest {n}M', ja: '配当 {n}M' },
  imp_available: { en: 'available', ja: '購入可' },
  imp_buy: { en: 'Buy', ja: '購入' },
  imp_tradeUp: { en: 'Trade up', ja: '交換' },
  imp_pass: { en: 'Pass', ja: 'パス' },
  imp_close: { en: 'Close', ja: '閉じる' },
  imp_donate: { en: 'Donate 1M', ja: '1M寄付' },
  imp_pickBond: { en: 'Pick a bond to buy, or one of yours and then a better one to trade up.', ja: '購入する債券を選ぶか、保有債券を選んでから交換先の債券を選んでください。' },
  imp_trade: { en: '#{from} → #{to} (pay {cost}M)', ja: '#{from} → #{to}（差額 {cost}M）' },
  imp_round: { en: 'round', ja: 'ラウンド' },
  imp_powerHistory: { en: 'Power over the rounds', ja: 'ラウンドごとの得点推移' },
  imp_pickDestination: { en: 'Now click where it goes (highlighted), or pick another unit.', ja: '移動先（強調表示）をクリックするか、別の部隊を選んでください。' },
  imp_pickUnit: { en: 'Click a highlighted unit or region on the map.', ja: 'マップ上の強調表示された部隊・地域をクリックしてください。' },
  imp_pickKind: { en: 'Army or fleet?', ja: '陸軍と艦隊のどちらにしますか？' },
  imp_army: { en: 'Army', ja: '陸軍' },
  imp_fleet: { en: 'Fleet', ja: '艦隊' },
  imp_factory: { en: 'Factory', ja: '工場' },
  imp_shipyard: { en: 'shipyard', ja: '造船所' },
  imp_armaments: { en: 'armaments factory', ja: '軍備工場' },
  imp_hostile: { en: 'hostile', ja: '敵対' },
  imp_friendly: { en: 'friendly', ja: '友好' },
  imp_legend: { en: 'Legend', ja: '凡例' },
  imp_legendText: {
    en: 'Circle = army, diamond = fleet (small diamond at a port = in harbour), brown square = armaments factory, blue round square = shipyard, pennant = flag. Letters: A Austria-Hungary, I Italy, F France, B Britain, G Germany, R Russia. Red ring = hostile army, white dot = friendly army.',
    ja: '丸＝陸軍、ひし形＝艦隊（港の小さいひし形＝停泊中）、茶の四角＝軍備工場、水色の角丸＝造船所、旗＝課税マーカー。文字：A オーストリア＝ハンガリー、I イタリア、F フランス、B 英国、G ドイツ、R ロシア。赤い輪＝敵対、白い点＝友好。',
  },
  imp_slot0: { en: 'Factory', ja: '工場建設' },
  imp_slot1: { en: 'Production', ja: '部隊生産' },
  imp_slot2: { en: 'Maneuver', ja: '部隊移動' },
  imp_slot3: { en: 'Investor', ja: '配当/投資' },
  imp_slot4: { en: 'Import', ja: '部隊輸入' },
  imp_slot5: { en: 'Production', ja: '部隊生産' },
  imp_slot6: { en: 'Maneuver', ja: '部隊移動' },
  imp_slot7: { en: 'Taxation', ja: '税収' },
  imp_free: { en: 'free', ja: '無料' },
  imp_cost: { en: '{cost}M', ja: '{cost}M' },
  confirmCost: { en: 'This costs {cost}M. Sure?', ja: '{cost}Mかかります。よろしいですか？' },
  imp_confirmBuild: { en: 'Build a factory for 5M from the treasury?', ja: '国庫から5Mで工場を建設しますか？' },
  nation_AH: { en: 'Austria-Hungary', ja: 'オーストリア＝ハンガリー' },
  nation_IT: { en: 'Italy', ja: 'イタリア' },
  nation_FR: { en: 'France', ja: 'フランス' },
  nation_GB: { en: 'Great Britain', ja: '英国' },
  nation_GE: { en: 'Germany', ja: 'ドイツ' },
  nation_RU: { en: 'Russia', ja: 'ロシア' },
};

// Region names of the map in Japanese (the drawing itself carries the English names).
const REGION_JA = {
  trieste: 'トリエステ', vienna: 'ウィーン', budapest: 'ブダペスト', prague: 'プラハ', lemberg: 'レンベルク',
  genoa: 'ジェノヴァ', venice: 'ヴェネツィア', florence: 'フィレンツェ', rome: 'ローマ', naples: 'ナポリ',
  paris: 'パリ', dijon: 'ディジョン', marseille: 'マルセイユ', bordeaux: 'ボルドー', brest: 'ブレスト',
  dublin: 'ダブリン', edinburgh: 'エディンバラ', liverpool: 'リヴァプール', sheffield: 'シェフィールド',
  london: 'ロンドン', danzig: 'ダンツィヒ', berlin: 'ベルリン', munich: 'ミュンヘン', cologne: 'ケルン',
  hamburg: 'ハンブルク', moscow: 'モスクワ', warsaw: 'ワルシャワ', st_petersburg: 'サンクトペテルブルク',
  kiev: 'キエフ', odessa: 'オデッサ', turkey: 'トルコ', bulgaria: 'ブルガリア', romania: 'ルーマニア',
  west_balkan: '西バルカン', greece: 'ギリシャ', tunis: 'チュニス', algeria: 'アルジェリア', morocco: 'モロッコ',
  spain: 'スペイン', portugal: 'ポルトガル', belgium: 'ベルギー', holland: 'オランダ', denmark: 'デンマーク',
  norway: 'ノルウェー', sweden: 'スウェーデン', bay_of_biscay: 'ビスケー湾', black_sea: '黒海',
  western_mediterranean_sea: '西地中海', ionian_sea: 'イオニア海', eastern_mediterranean_sea: '東地中海',
  north_sea: '北海', north_atlantic: '北大西洋', baltic_sea: 'バルト海', english_channel: 'イギリス海峡',
  corsica: 'コルシカ', crete: 'クレタ', sardinia: 'サルデーニャ', sicily: 'シチリア', switzerland: 'スイス',
};

export const t = withStrings(STRINGS);

/** A region's name in the current language (English from the map drawing otherwise). */
export function regionName(id, english) {
  return getLang() === 'ja' && REGION_JA[id] ? REGION_JA[id] : english;
}

/** The board's whole catalog, for its test. */
export function catalog() {
  return { strings: STRINGS, regions: REGION_JA };
}
