#!/usr/bin/env python3
"""Builds crates/games/age-of-renaissance/data/map.json from the reference tables
(/work/shared/reference/age-of-renaissance/provinces.md and water.md, part B).
Run once; the JSON is committed and checked by the crate's tests."""
import json, re, sys

REF = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/reference/age-of-renaissance"
OUT = sys.argv[2] if len(sys.argv) > 2 else "crates/games/age-of-renaissance/data/map.json"

def pid(name):
    name = name.split(" (")[0].strip()
    alias = {"Hamburug": "Hamburg", "Abasigia": "Abasgia", "Algers": "Algiers", "St.Malo": "St. Malo",
             "Shetland": "Shetland Islands"}
    name = alias.get(name, name)
    return re.sub(r"[^a-z]+", "-", name.lower()).strip("-")

def rows(path):
    for line in open(path, encoding="utf-8"):
        if line.startswith("|") and not line.startswith("|---"):
            yield [c.strip() for c in line.strip().strip("|").split("|")]

provinces = []
for r in rows(f"{REF}/provinces.md"):
    if r[0] in ("Area",) or len(r) < 10:
        continue
    area, name, kind, market, com, sup, adj, seas, coastal = r[:9]
    area_id = {"Far East": "far-east", "New World": "new-world"}.get(area, area)
    provinces.append({
        "id": pid(name), "name": name.split(" (")[0].strip(), "area": area_id, "kind": kind.lower(),
        "market": int(market),
        "commodities": [] if com == "-" else [c.strip().lower() for c in com.split(",")],
        "supports": [] if sup in ("", "-") else [pid(s) for s in sup.split(",")],
        "adjacent": [] if adj in ("", "-") else [pid(s) for s in adj.split(",")],
    })
# the commodity of Vienna is missing in one source: we follow iizs (Stone); see docs/data-gaps.md
for p in provinces:
    if p["id"] == "vienna" and not p["commodities"]:
        p["commodities"] = ["stone"]
JA = {'copenhagen': 'コペンハーゲン', 'danzig': 'ダンツィヒ', 'hamburg': 'ハンブルク', 'lubeck': 'リューベック', 'malmo': 'マルメ', 'mitau': 'ミタウ', 'novgorod': 'ノヴゴロド', 'riga': 'リガ', 'stettin': 'シュテッティン', 'stockholm': 'ストックホルム', 'whisby': 'ヴィスビー', 'armagh': 'アーマー', 'bergen': 'ベルゲン', 'chester': 'チェスター', 'cornwall': 'コーンウォール', 'edinburg': 'エディンバラ', 'iceland': 'アイスランド', 'kongsberg': 'コングスベルグ', 'london': 'ロンドン', 'portsmouth': 'ポーツマス', 'shetland-islands': 'シェトランド諸島', 'wales': 'ウェールズ', 'waterford': 'ウォーターフォード', 'york': 'ヨーク', 'amsterdam': 'アムステルダム', 'basel': 'バーゼル', 'breslau': 'ブレスラウ', 'bruges': 'ブルッヘ', 'budapest': 'ブダペスト', 'cologne': 'ケルン', 'dijon': 'ディジョン', 'esseg': 'エセグ', 'loire': 'ロワール', 'nuremberg': 'ニュルンベルク', 'paris': 'パリ', 'prague': 'プラハ', 'salzburg': 'ザルツブルク', 'st-galt': 'ザンクト・ガレン', 'st-malo': 'サン・マロ', 'strassburg': 'シュトラスブルク', 'vienna': 'ウィーン', 'barcelona': 'バルセロナ', 'basque': 'バスク', 'leon': 'レオン', 'lisbon': 'リスボン', 'palma': 'パルマ', 'toledo': 'トレド', 'valencia': 'バレンシア', 'abasgia': 'アバスギア', 'angora': 'アンゴラ', 'erzerum': 'エルズルム', 'kaffa': 'カッファ', 'kamishin': 'カミシン', 'kiev': 'キエフ', 'poti': 'ポティ', 'sarai': 'サライ', 'tana': 'ターナ', 'trebizond': 'トレビゾンド', 'varna': 'ヴァルナ', 'acre': 'アッコ', 'adalia': 'アダリア', 'aleppo': 'アレッポ', 'alexandria': 'アレクサンドリア', 'cairo': 'カイロ', 'cyprus': 'キプロス', 'jerusalem': 'エルサレム', 'levant': 'レヴァント', 'suez': 'スエズ', 'tarsus': 'タルソス', 'bari': 'バーリ', 'belgrade': 'ベオグラード', 'bordeaux': 'ボルドー', 'cagliari': 'カリアリ', 'dubrovnik': 'ドゥブロヴニク', 'florence': 'フィレンツェ', 'genoa': 'ジェノヴァ', 'lyons': 'リヨン', 'marseilles': 'マルセイユ', 'milan': 'ミラノ', 'montpelier': 'モンペリエ', 'naples': 'ナポリ', 'rome': 'ローマ', 'sicily': 'シチリア', 'toulouse': 'トゥールーズ', 'venice': 'ヴェネツィア', 'algiers': 'アルジェ', 'athens': 'アテネ', 'barca': 'バルカ', 'constantinople': 'コンスタンティノープル', 'corfu': 'コルフ', 'crete': 'クレタ', 'durazzo': 'ドゥラッツォ', 'fez': 'フェズ', 'gallipoli': 'ガリポリ', 'granada': 'グラナダ', 'libya': 'リビア', 'oran': 'オラン', 'salonika': 'サロニカ', 'seville': 'セビリア', 'smyrna': 'スミルナ', 'tripoli': 'トリポリ', 'tunis': 'チュニス', 'west-africa': '西アフリカ', 'china': '中国', 'east-indies': '東インド諸島', 'india': 'インド', 'north-america': '北アメリカ', 'south-america': '南アメリカ'}
SEAS_JA = {'Baltic Sea': 'バルト海', 'Greenland Sea': 'グリーンランド海', 'Black Sea': '黒海', 'Eastern Mediterranean Sea': '東地中海', 'Adriatic Sea': 'アドリア海', 'Aegean Sea': 'エーゲ海', 'Canary Basin': 'カナリア海盆', 'Central Mediterranean Sea': '中部地中海', 'Bay of Biscay': 'ビスケー湾', 'North Sea': '北海', 'Norwegian Sea': 'ノルウェー海', 'Western Mediterranean Sea': '西地中海'}
for p in provinces:
    p["ja"] = JA[p["id"]]
ids = {p["id"] for p in provinces}

coasts, seas = [], []
part_b = False
for line in open(f"{REF}/water.md", encoding="utf-8"):
    if line.startswith("## B."):
        part_b = True
    if not part_b or not line.startswith("| ") or line.startswith("| Kind"):
        continue
    kind, _area, space, province, conn = [c.strip() for c in line.strip().strip("|").split("|")]
    def wid(n):
        n = n.strip()
        m = re.match(r"(.*) \((N|S|E|W)\)$", n)
        if m:
            return pid(m.group(1)) + "-" + m.group(2).lower()
        if n.endswith("Sea") or n in ("Canary Basin", "Bay of Biscay"):
            return "sea-" + pid(n)
        return pid(n)
    links = [wid(c) for c in conn.split(",")]
    if kind == "Coast":
        coasts.append({"id": wid(space), "province": pid(province), "links": links})
    else:
        name = space.replace("Aegea Sea", "Aegean Sea")
        seas.append({"id": wid(space), "name": name, "ja": SEAS_JA[name], "links": links})
for c in coasts:
    assert c["province"] in ids, c
json.dump({"provinces": provinces, "coasts": coasts, "seas": seas}, open(OUT, "w"), indent=1, ensure_ascii=False)
print(len(provinces), "provinces", len(coasts), "coasts", len(seas), "seas")
