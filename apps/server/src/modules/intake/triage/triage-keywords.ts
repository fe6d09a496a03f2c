import type { CategoryId, PriorityId } from '@sitewatch/shared';

/**
 * Keywords of the rule-based classifier: English in depth, with the most common words in Polish and
 * Arabic. Spec section 3 defines the categories and priorities these map to. A trailing `*` accepts
 * any word ending (see keyword-matcher.ts).
 */
// biome-ignore format: word lists read better packed, several to a line
export const categoryKeywords: ReadonlyArray<readonly [CategoryId, readonly string[]]> = [
  [
    'CLEANING',
    [
      'spill*', 'spilt', 'mess', 'messy', 'dirty', 'filthy', 'stain*', 'sticky', 'vomit*', 'puke', 'sick on',
      'mop', 'mopping', 'puddle*', 'wet floor', 'on the floor', 'broken glass', 'glass~', 'smell*~', 'stink*',
      'odour', 'odor', 'clean*', 'dust*', 'mud', 'muddy', 'toilet paper', 'soap', 'hand towel*', 'rozlan*',
      'brud*', 'plama', 'posprząta*', 'sprząta*', 'śmierdzi', 'وسخ', 'متسخ*', 'نظاف*', 'بقعة', 'انسكاب',
      'مسكوب*', 'رائحة',
    ],
  ],
  [
    'SECURITY',
    [
      'suspicious', 'theft', 'thief', 'thieves', 'stolen', 'steal*', 'shoplift*', 'robbery', 'robbed',
      'burglar*', 'vandal*', 'graffiti', 'break in', 'broke in', 'broken into', 'intruder*', 'trespass*',
      'fight*', 'assault*', 'aggressive', 'threat*', 'harass*', 'weapon*', 'knife', 'gun', 'lock~', 'locks~',
      'alarm*', 'cctv', 'security camera*', 'unattended bag*', 'security~', 'fire exit*~', 'emergency exit*~',
      'kradzież', 'złodziej*', 'ukradzion*', 'włamani*', 'podejrzan*', 'bójk*', 'ochron*', 'zamek', 'سرق*',
      'لص', 'مشبوه', 'شجار', 'أمن', 'الأمن', 'سلاح',
    ],
  ],
  [
    'WASTE_MANAGEMENT',
    [
      'bin', 'bins', 'rubbish', 'trash', 'garbage', 'waste', 'recycl*', 'litter*', 'fly tipping',
      'flytipping', 'dumped', 'skip~', 'overflowing', 'śmieci', 'śmietnik*', 'kosz', 'kosze', 'odpad*',
      'قمامة', 'نفايات', 'زبالة', 'حاوية',
    ],
  ],
  [
    'MECHANICAL_ELECTRICAL',
    [
      'light', 'lights', 'lighting', 'bulb*', 'lamp*', 'power', 'electric*', 'socket*', 'plug', 'wire',
      'wires', 'wiring', 'spark*', 'heating', 'heater*', 'radiator*', 'air conditioning', 'air con', 'aircon',
      'hvac', 'ventilation', 'fan~', 'lift', 'lifts', 'elevator*', 'escalator*', 'automatic door*', 'door~',
      'doors~', 'fridge*', 'freezer*', 'boiler', 'generator', 'gas leak*', 'smell of gas', 'gas smell',
      'gas supply', 'vending machine*', 'hand dryer*', 'machine~', 'broken~', 'repair*~', 'światło',
      'świateł', 'żarów*', 'prąd*', 'gniazd*', 'winda', 'windzie', 'ogrzewani*', 'klimatyzacj*', 'drzwi~',
      'zepsut*~', 'كهرباء', 'إضاءة', 'ضوء', 'مصباح', 'مصعد', 'تكييف', 'تدفئة', 'باب~', 'معطل*~',
    ],
  ],
  [
    'PLUMBING',
    [
      'leak*', 'pipe*', 'burst', 'drain*', 'blocked~', 'clogged', 'flush*', 'tap', 'taps', 'faucet*',
      'no water', 'hot water', 'sink*~', 'toilet*~', 'urinal*', 'flood*', 'dripping', 'sewage', 'water~',
      'wyciek*', 'cieknie', 'przecieka', 'rura', 'rury', 'kran*', 'toalet*', 'zatkan*', 'zalan*', 'woda~',
      'wody~', 'تسرب*', 'تسريب', 'أنبوب', 'ماسورة', 'صنبور', 'حنفية', 'مرحاض', 'حمام~', 'ماء~', 'مياه~',
      'انسداد', 'مسدود',
    ],
  ],
  [
    'PEST_CONTROL',
    [
      'rat', 'rats', 'mouse', 'mice', 'rodent*', 'cockroach*', 'roach*', 'insect*', 'ants', 'wasp*', 'bees',
      'hornet*', 'nest~', 'pigeon*', 'bird~', 'birds~', 'bedbug*', 'bed bug*', 'flea*', 'flies', 'pest*',
      'droppings', 'szczur*', 'mysz*', 'karalu*', 'insekt*', 'mrówk*', 'gołęb*', 'فأر', 'فئران', 'جرذ*',
      'صرصور', 'صراصير', 'حشرات', 'نمل',
    ],
  ],
  [
    'GROUNDS_MAINTENANCE',
    [
      'car park', 'pothole*', 'path~', 'paths~', 'pavement', 'sidewalk', 'grass', 'lawn', 'hedge*', 'tree~',
      'trees~', 'branch*~', 'fence*', 'gate~', 'snow', 'ice~', 'icy', 'garden*', 'landscaping', 'leaves~',
      'paving', 'kerb', 'curb', 'outdoor*~', 'parking*', 'chodnik*', 'trawnik*', 'drzew*', 'płot*',
      'ogrodzeni*', 'śnieg*', 'oblodzon*', 'dziur*', 'موقف', 'حديقة', 'شجرة', 'سياج', 'رصيف', 'حفرة',
    ],
  ],
  [
    'IT',
    [
      'wifi', 'wi fi', 'internet', 'network~', 'connection~', 'online~', 'card machine*', 'card reader*',
      'card terminal*', 'payment terminal*', 'terminal*', 'till~', 'tills~', 'pos~', 'screen*', 'display*~',
      'monitor*~', 'computer*', 'pc', 'laptop*', 'printer*', 'phone*~', 'website', 'app~', 'login', 'log in',
      'password', 'email~', 'scanner*', 'tablet*', 'kiosk*', 'self checkout*', 'self service checkout*',
      'sieć', 'sieci', 'ekran*', 'komputer*', 'drukark*', 'إنترنت', 'انترنت', 'واي فاي', 'شبكة', 'شاشة',
      'حاسوب', 'كمبيوتر', 'طابعة',
    ],
  ],
  [
    'FEEDBACK',
    [
      'compliment*', 'complain*', 'complaint*', 'suggest*', 'feedback', 'rude', 'unfriendly', 'unhelpful',
      'helpful~', 'staff~', 'service~', 'customer service', 'queue*', 'waited~', 'waiting~', 'price*~',
      'thank*~', 'great job', 'skarg*', 'sugesti*', 'obsług*', 'niemił*', 'kolejk*', 'شكوى', 'اقتراح',
      'خدمة~', 'موظف*~',
    ],
  ],
];

/**
 * Words that set a priority floor (spec section 3: CRITICAL is an immediate risk of death or serious
 * injury; HIGH risks injury; MEDIUM is a minor risk such as slipping). The highest match wins.
 */
// biome-ignore format: word lists read better packed, several to a line
export const priorityCues: ReadonlyArray<readonly [PriorityId, readonly string[]]> = [
  [
    'CRITICAL',
    [
      'fire', 'fires', 'flame*', 'on fire', 'burning', 'smoke', 'smoky', 'gas leak*', 'smell of gas',
      'smells of gas', 'gas smell', 'smell gas', 'explosion', 'explode*', 'unconscious', 'not breathing',
      'collapsed', 'heart attack', 'cardiac', 'electrocut*', 'electric shock', 'live wire*',
      'bleeding heavily', 'stabbed', 'stabbing', 'gun', 'bomb', 'carbon monoxide', 'ceiling fell',
      'ceiling falling', 'pożar*', 'płonie', 'pali się', 'dym', 'dymi', 'czuć gaz', 'zapach gazu',
      'wyciek gazu', 'ulatnia się gaz', 'wybuch*', 'nieprzytomn*', 'porażeni*', 'حريق', 'نار', 'دخان',
      'رائحة غاز', 'تسرب غاز', 'تسرب الغاز', 'انفجار', 'فاقد الوعي', 'صعق*',
    ],
  ],
  [
    'HIGH',
    [
      'blood', 'bleeding', 'injur*', 'hurt', 'wounded', 'fell', 'broken glass', 'shattered', 'exposed wire*',
      'bare wire*', 'spark*', 'shock', 'trapped', 'stuck in the lift', 'stuck in lift',
      'stuck in the elevator', 'fight*', 'assault*', 'weapon*', 'knife', 'threat*', 'aggressive', 'flood*',
      'sewage', 'burst', 'dangerous', 'danger', 'unsafe', 'emergency', 'krew', 'krwawi*', 'rann*',
      'obrażeni*', 'wypadek', 'upad*', 'przewrócił*', 'szkło', 'niebezpiecz*', 'uwięzi*', 'zalan*', 'دم',
      'دماء', 'نزيف', 'إصابة', 'مصاب*', 'جرح*', 'سقط*', 'زجاج مكسور', 'خطر*', 'عالق*',
    ],
  ],
  [
    'MEDIUM',
    [
      'slip*', 'wet floor', 'spill*', 'spilt', 'leak*', 'trip', 'tripping', 'trip hazard', 'loose', 'ice',
      'icy', 'blocked', 'clogged', 'no water', 'no hot water', 'no power', 'power cut', 'outage',
      'not working', "doesn't work", 'does not work', 'broken', 'rat', 'rats', 'mice', 'mouse', 'cockroach*',
      'vomit*', 'overflowing', 'suspicious', 'theft', 'stolen', 'vandal*', 'ślisk*', 'rozlan*', 'wyciek*',
      'cieknie', 'nie działa', 'zepsut*', 'zatkan*', 'szczur*', 'mysz*', 'karalu*', 'kradzież', 'زلق',
      'انسكاب', 'تسرب*', 'لا يعمل', 'معطل*', 'مكسور*', 'فئران', 'صراصير', 'سرق*',
    ],
  ],
];

/**
 * Compounds that contain an alarming word without being an emergency ("fire exit", "smoke detector").
 * They are blanked out before the priority cues are looked for.
 */
// biome-ignore format: word lists read better packed, several to a line
export const benignCompounds: readonly string[] = [
  'fire exit*', 'fire door*', 'fire escape*', 'fire extinguisher*', 'fire blanket*', 'fire alarm test*',
  'fire drill*', 'smoke detector*', 'smoke alarm*', 'no smoking', 'wyjście ewakuacyjne', 'gaśnic*',
  'مخرج الطوارئ', 'طفاية',
];

/** An escape route that is blocked or locked risks injury in an emergency: at least HIGH. */
// biome-ignore format: word lists read better packed, several to a line
export const escapeRouteWords: readonly string[] = [
  'fire exit*', 'fire door*', 'fire escape*', 'emergency exit*', 'wyjście ewakuacyjne',
  'wyjścia ewakuacyjnego', 'مخرج الطوارئ',
];
// biome-ignore format: word lists read better packed, several to a line
export const obstructionWords: readonly string[] = [
  'block*', 'locked', 'obstruct*', 'chained', 'zablokowan*', 'zamknięt*', 'مغلق', 'مسدود',
];
