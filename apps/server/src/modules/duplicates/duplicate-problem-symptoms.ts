import type { ConceptTable } from './duplicate-concept-matcher';
import { furtherProblemSymptoms } from './duplicate-further-languages';
import { loanProblemSymptoms } from './duplicate-loanwords';
import { joinTables, moreProblemSymptoms } from './duplicate-more-languages';

/**
 * What is wrong with it (blocked, leaking, spilled, flickering), in the same languages as the things in
 * duplicate-problem-things.ts. A word may say two ("overflowing": blocked, and full for a bin). Syntax in
 * duplicate-concept-matcher.ts.
 */
const problemSymptomsMain: ConceptTable = {
  outOfOrder:
    'broken, broke, not working, doesnt work, does not work, dont work, out of order, dead, faulty, stuck, jammed, ' +
    'wont, will not, stopped, kaputt*, defekt*, ausser betrieb, funktioniert nicht, geht nicht, steckt fest, ' +
    'steht still, roto, rota, rotos, rotas, averiad*, averia*, estropead*, no funciona*, no va, parado, parada, atascado, cassé*, ' +
    'casse, cassee, brise, brisee, brises, en panne, panne, hors service, marche pas, fonctionne pas, bloque, bloquee, rotto, rotta, rotti, rotte, guast*, ' +
    'non funziona, fuori servizio, bloccat*, fermo, ferma, avariad*, avari*, estragad*, nao funciona, quebrad*, parado, parada, ' +
    'kapot*, stuk, defect*, werkt niet, doet het niet, zit vast, zepsu*, popsu*, nie dziala*, uszkodz*, ' +
    'zablokowan*, stoi, stoja, trasig*, sonder, fungerar inte, har fastnat, fastnat, ur funktion, i stykker, ' +
    'virker ikke, sidder fast, star still*, star stilla, rikki*, rikkinai*, ei toimi, eivat toimi, jumissa, bozuk*, calismiyor*, arizali*, ' +
    'kirik*, durdu, сломал*, сломан*, слома*, не работает, не работают, неисправ*, застрял*, поломк*, ' +
    'зламал*, зламан*, не працює, не працюють, несправн*, застряг*, rozbit*, porouchan*, nefunguje, ' +
    'nefunkcni*, zasekl*, rusak*, tidak berfungsi, mati, macet*, 壊れ, 故障, 動きません, 動かない, 使えない, ' +
    '止まって, 고장, 작동하지, 안 돼, 안돼, 坏了, 坏, 不能用, 不工作, *معطل*, لا يعمل, *عطل*, *خربان*',
  blocked:
    'blocked, clogged, blockage, overflow*, wont flush, not flushing, wont drain, not draining, ' +
    'doesnt drain, does not drain, *verstopf*, lauft uber, lauft über, atasc*, obstruid*, tapad*, desbord*, ' +
    'no traga, bouche*, bouchon, deborde*, debordement*, intasat*, otturat*, ostruit*, trabocc*, entupid*, ' +
    'entupiment*, transbord*, verstopt*, loopt over, overstroom*, zatkan*, zapchan*, przelewa*, stopp, stopp i, ' +
    'igensatt*, svammar over, tilstoppet, stoppet, lober over, tukossa, tukkeutu*, tulvii, tikali*, tikan*, ' +
    'tasiyor, tasti, засор*, забит*, засмічен*, переполн*, ucpan*, ucpal*, pretek*, mampet*, tersumbat*, ' +
    'meluap*, 안 내려가, 詰まっ, 詰まり, 流れません, 流れない, あふれ, 溢れ, 막혔, 막힘, 넘쳐, 堵了, 堵塞, 不通, 溢出, ' +
    '*انسداد*, *مسدود*, *طافح*',
  full:
    'full, overflow*, *فايض*, *فائض*, voll, vollgelaufen, *uberfull*, lleno*, llena*, desbord*, pleine, pleins, deborde*, pieno*, piena*, ' +
    'trabocc*, cheio*, cheia*, transbord*, overvol*, pelny*, pełn*, przepelnion*, fullt, overfyldt*, ' +
    'fuld, taynna, tayn*, dolu, tasiyor, переполн*, переповн*, plny, plna, preplnen*, penuh, ' +
    '満杯, いっぱい, 가득, 꽉, 满了, 满, *ممتلئ*',
  leak:
    'leak*, drip*, dripping, leck*, *leckage*, undicht*, *tropf*, fuga*, gotea*, gotera*, fuite*, goutte*, fuit, coule, ' +
    'perde acqua, perdita*, goccio*, infiltrazion*, vazament*, vaza*, pinga*, goteira*, lek, lekt, lekken, ' +
    'lekkage, druppel*, drupt, wyciek*, cieknie*, cieknac*, przeciek*, przecieka*, kapie, läck*, lack*, ' +
    'droppar, droppande, droppe, læk, lækket, lækkede, lækage*, utæt*, drypp*, vuotaa, vuotava*, tippu*, sizinti*, sizdir*, damla*, akiyor, теч*, ' +
    'протек*, протека*, капа*, капл*, тече, протіка*, teče, tece, protéká, proteka*, prosakuje, kape, ' +
    'bocor*, menetes*, netes*, 漏れ, 漏水, 水漏れ, 새요, 누수, 새고, 샙니다, 漏, 滴水, *تسرب*, *تسريب*, *يسرب*, *تقطير*',
  wet:
    'puddle*, wet, flood*, soaked, *pfutze*, nass*, *uberschwemm*, charco*, mojad*, inund*, encharcad*, flaque*, ' +
    'mouille*, inond*, pozzanghera*, bagnat*, allag*, poca, poça, molhad*, alagad*, plas, plassen, nat, natte, ' +
    'kaluz*, kałuż*, mokr*, zalan*, pol, polen, vatt, blot*, oversvamm*, pyt, vandpyt*, oversvomm*, ' +
    'oversvømm*, lätäkkö*, latakko*, märkä*, marka*, tulva*, birikinti*, islak*, лужа*, луж*, мокр*, ' +
    'затоп*, калюж*, louz*, louž*, zaplav*, genangan*, basah*, banjir*, 水たまり, 濡れ, 浸水, 웅덩이, 젖어, ' +
    '침수, 积水, 湿, 水坑, 淹, *بركة*, *مبلل*, *فيضان*',
  spill:
    'spill*, spilt, *verschutt*, ausgelaufen, derram*, renvers*, rovesciat*, versat*, sversat*, entornad*, ' +
    'gemorst*, morst*, rozlan*, rozla*, rozlal*, spilld*, spillt*, spild*, spildt, laikky*, kaatu*, dokuldu*, ' +
    'dokul*, dokulmus*, разли*, пролит*, пролил*, розли*, пролив*, rozlit*, vylit*, tumpah*, こぼ, 쏟, 흘린, ' +
    '洒了, 洒, 撒了, *انسكب*, *مسكوب*, *مدلوق*',
  slippery:
    'slip*, slippery, *rutsch*, glatt, resbal*, deslizant*, glissant*, glisse, scivol*, escorreg*, glad, ' +
    'glibber*, slisk*, ślisk*, halkig*, halka*, glat, liukas*, kaygan*, скольз*, слизьк*, kluzk*, klouz*, ' +
    'licin*, 滑り, 滑る, 미끄, 滑, *زلق*',
  dirty:
    'dirty, filth*, mess, messy, grime, stain*, sticky, *schmutz*, *dreck*, verdreckt*, verschmutzt*, klebrig*, ' +
    'sucio*, sucia*, suciedad*, mancha*, pegajos*, salete*, crasseu*, degueu*, tache*, collant*, sporc*, sudici*, ' +
    'macchia, macchie, appiccicos*, sujo*, suja*, sujidade*, sujeira*, vies*, smerig*, vlek*, plakkerig*, brud*, ' +
    'zabrudz*, lepk*, plama, plamy, plamę, smuts*, fläck, fläckar, fläckig*, kladd*, beskidt*, snavs*, plet*, likai*, tahra*, kirli*, pislik*, ' +
    'leke*, грязн*, грязь, пятн*, липк*, брудн*, бруд*, плям*, spinav*, špinav*, skvrn*, ' +
    'lepkav*, kotor*, noda*, lengket*, 汚れ, 汚い, 더러, 얼룩, 脏, 污渍, *متسخ*, *وسخ*, *قذر*',
  smell:
    'smell*, stink*, stank, odour*, odor*, reek*, whiff, *geruch*, riecht, riechen, stinkt, stinken, gestank, ' +
    'olor*, huele, apest*, hedor*, odeur*, pue, puer, puant*, puzz*, odore*, cheiro*, cheira*, fedor*, ' +
    'stinkt, ruikt, stank, smrod*, smród*, smierdz*, śmierdz*, zapach*, lukt*, luktar, stinker, lugt*, ' +
    'haju*, haisee, haise*, koku*, kokuyor, запах*, воня*, вонь, смерд*, сморід, smrad*, smrdi*, zapach, ' +
    'zápach*, bau busuk, 臭い, におい, 匂い, 臭, 냄새, 味道, 臭味, *رائحة*, *ريحة*',
  missing:
    'empty, run out, ran out, out of, no more, missing, none, leer, fehlt*, kein, keine, vacio*, vacia*, ' +
    'falta*, agotad*, no hay, vide, manque*, plus de, n y a plus, vuoto, vuota, manca*, finit*, esaurit*, ' +
    'vazio*, vazia*, acabou, leeg, ontbreekt, pust*, brak*, skoncz*, zabrak*, tomt, tomma, slut, ' +
    'saknas, mangler, tyhja*, loppu*, ei ole, bos, bitti*, bitmis*, yok, нет, пуст*, законч*, кончил*, ' +
    'отсутств*, нема*, немає, закінч*, порожн*, chybi*, prazdn*, dosl*, neni, kosong*, habis*, tidak ada, ' +
    '切れ, なくな, 없어, 떨어졌, 비어, 没有, 没了, 用完, 空了, *فارغ*, لا يوجد, *نفد*',
  cold:
    'cold, freezing, *kalt*, eiskalt, frio, fria, frios, helad*, froid*, glacial*, fredd*, gelid*, gelad*, ' +
    'koud*, ijskoud*, zimn*, zimno, kall, kallt, kalla, iskall*, kold*, iskold*, kylma*, jaaty*, soguk*, buz gibi, холод*, ' +
    'мерзн*, замерз*, studeny, studena, studene, studenou, zima, dingin*, 寒い, 冷た, 춥, 추워, 차가, 冷, *بارد*, *برد*',
  hot:
    'hot, too warm, boiling, *heiss*, *heiß*, caliente*, calor, chaud*, chaleur, caldo*, calda*, quente*, ' +
    'abafad*, heet, warm, gorac*, gorąc*, varmt, varm, hedt, kuuma*, helle*, sicak*, жарк*, жара, душно, ' +
    'спека, жарко, horko, horka*, panas*, gerah, 暑い, 熱い, 덥, 더워, 热, حر, حار, حارة, ' +
    // Not cooling is too warm, whatever words it uses.
    'not cooling, not cold, doesnt cool, kuhlt nicht, no enfria, ne refroidit pas, non raffredda, nao arrefece, ' +
    'koelt niet, nie chlodzi, kyler inte, koler ikke, ei jaahdyta, sogutmuyor, не охлаждает, не холодит, ' +
    'не охолоджує, nechladi, tidak dingin, 冷えない, 不制冷, 不凉',
  flicker:
    'flicker*, *flacker*, parpade*, intermitente*, clignot*, vacill*, lampeggi*, sfarfall*, tremeluz*, pisca*, ' +
    'knipper*, flikker*, migocz*, miga, migaja, migoce, mryga*, flimr*, blink*, flimre*, vilkku*, valkky*, titre*, yanip sonu*, ' +
    'мига*, мерца*, мерехт*, блима*, blik*, problik*, kedip*, berkedip*, 点滅, チカチカ, 깜빡, 깜박, 闪, 闪烁, ' +
    '*يرمش*, *وميض*',
  dark:
    'dark, gone, out, blown, *dunkel*, oscur*, fundid*, sombre, noir, grille*, buio, buia, fulminat*, spent*, ' +
    'escur*, queimad*, donker*, ciemn*, mork*, slocknat, slackt, pimea*, karanlik*, темн*, не горит, не горят, ' +
    'перегор*, не горить, не горять, tma, tmav*, nesviti, gelap*, padam, 暗い, つかない, つきません, 切れて, ' +
    '어두워, 어둡, 안 켜, 꺼져, 不亮, 灭了, *مظلم*, *انطفأ*, *انطفا*',
  noise:
    'noise*, noisy, loud, grinding, squeak*, rattl*, *larm*, laut, gerausch*, quietsch*, ruido*, ruidoso*, ' +
    'bruit*, grince*, rumore*, rumoros*, cigol*, barulh*, ruido, lawaai*, herrie, piept, halas*, glosn*, ' +
    'skrzypi*, oljud*, buller, støj*, melu*, kolin*, gurultu*, шум*, скрип*, хрип*, hluk*, ' +
    'skripe*, berisik*, bising*, うるさい, 騒音, 異音, 소음, 소리, 噪音, 响, *ضجيج*, *ازعاج*',
  theft:
    'stolen, steal*, theft, thief, robbed, break in, broken into, gestohlen, *dieb*, aufgebrochen, robad*, robo, ' +
    'ladron*, forzad*, vole, volee, voleur*, rubat*, furto*, ladro*, forzat*, roubad*, roubo*, furtad*, ' +
    'arrombad*, gestolen, diefstal*, *dief*, opengebroken, ukrad*, kradziez*, zlodziej*, wlamani*, stulen*, ' +
    'stold*, tjuv*, inbrott*, stjalet, tyveri*, tyv*, indbrud*, varastet*, varka*, murtau*, calindi*, hirsiz*, ' +
    'kirildi, укра*, краж*, вор, взлом*, вкра*, крадіжк*, злодій*, ukraden*, kradez*, zlodej*, vloupa*, ' +
    'dicuri, pencuri*, dibobol, 盗, 泥棒, 도난, 도둑, 偷, 被盗, *سرقة*, *سرق*',
};

/** With the commonest words of more languages (duplicate-more-languages.ts, duplicate-further-languages.ts, duplicate-loanwords.ts). */
export const problemSymptoms: ConceptTable = joinTables(
  problemSymptomsMain,
  moreProblemSymptoms,
  furtherProblemSymptoms,
  loanProblemSymptoms,
);

/** Symptoms that say little alone: almost every report says something is broken or gone. */
export const broadSymptoms: ReadonlySet<string> = new Set(['outOfOrder', 'missing', 'dark']);
