import type { Vocabulary } from './vocabulary';

/** Italian. */
export const it: Vocabulary = {
  places:
    'corsia*, stanza*, sala*, camera*, ufficio*, uffici, cucina*, corridoio*, atrio, reception, ingresso*, entrata*, uscita*, bagno*, bagni, toilette, spogliatoio*, sala pausa, mensa*, caffetteria*, bar, ristorante*, magazzino*, deposito*, banchina*, parcheggio*, garage, scala*, scale, ascensore*, scala mobile, binario*, cassa*, casse, bancone*, scaffale*, scaffali, congelatore*, frigo*, seminterrato*, cantina*, piano terra, pianoterra, primo piano, secondo piano, terzo piano, piano, edificio*, ala, giardino*, cortile*, aula*, reparto*, sala riunioni, zona*, area*, terrazza*, balcone*, tetto, camerino*, panetteria*, farmacia*',
  surfaces: 'pavimento, soffitto*, muro, muri, parete*, porta, porte, finestra*, finestre',
  near: 'accanto a, vicino a, vicino al, vicino alla, dietro, davanti a, di fronte a, fuori, dentro',
  at: 'in, nel, nella, nei, nelle, al, alla, sul, sulla',
  greetings: 'ciao, buongiorno, buonasera, salve',
  corrections:
    'in realtà, veramente, no, scusa, scusi, intendevo, volevo dire, correzione, non nel, non in, anzi, invece',
  another: "anche, inoltre, un altro problema, un'altra cosa, ancora una cosa, in più",
  captions:
    "foto, fotografia, fotografie, immagine, immagini, screenshot, un'altra foto, un'altra immagine, un'altra, ancora una, ancora una foto, ecco, ecco un'altra, eccola, in allegato, allego, ti mando, vi mando",
  critical:
    'fuoco, incendio*, fiamme, brucia, fumo, odore di gas, fuga di gas, puzza di gas, esplosione, esplo*, svenut*, incosciente, privo di sensi, non respira, crollat*, infarto, scossa elettrica, folgorat*, arma, armi, coltello*, pistola*, bomba, monossido di carbonio',
  high: 'sangue, sanguin*, ferit*, ferito*, cavi scoperti, fili scoperti, cavi esposti, scintill*, allag*, inondaz*, minacc*, aggress*, aggredit*, attacc*, rissa*, violen*, vetro rotto, vetri rotti, caduto*, caduta, intrappolat*, bloccato in, pericol*, emergenza',
  medium:
    "scivol*, bagnato*, versato*, rovesciato*, pozzanghera*, perdita*, gocciola*, inciamp*, allentato*, ghiaccio, ghiacciato*, intasat*, otturat*, senza acqua, manca l'acqua, niente acqua calda, senza corrente, blackout, non funziona, rotto*, rotta, guasto*, ratto*, topo, topi, scarafagg*, vomito*, straboccante, sospett*, furto*, rubat*, vandalismo",
  benign:
    "rilevatore di fumo, rilevatori di fumo, rivelatore di fumo, rivelatori di fumo, sensore di fumo, sensori di fumo, allarme fumo, allarme del fumo, segnalatore di fumo, fumo di sigaretta, fumo delle sigarette, macchina del fumo, pistola ad acqua, pistole ad acqua, pistola d'acqua, pistola d’acqua, pistola giocattolo, pistole giocattolo, pistola di plastica, pistole di plastica, pistola nerf, pistola per colla, pistola della colla, pistola a caldo, pistola per silicone, pistola a spruzzo, pistola del distributore, pistola dell'erogatore, pistola dell’erogatore, pistola della pompa, arma giocattolo, armi giocattolo, arma di plastica, bombola del gas vuota, bombola del gas è vuota, bombole del gas vuote, bombola di gas vuota, bombola gas vuota, cambiare la bombola del gas, sostituire la bombola del gas, bombola del gas da cambiare, bolletta del gas, bollette del gas, bolletta gas, bolletta luce e gas, luce e gas, pubblicità del gas, offerta gas, offerta del gas, fornitore del gas, contratto del gas, lettura del gas, lettura contatore gas, lettura del contatore del gas, autolettura del gas, autolettura gas, acqua con gas, acqua col gas, bibita con gas, bibite con gas, senza gas, pedale del gas, a tutto gas, fornello a gas non si accende, fornelli a gas non si accendono, piano cottura a gas non si accende, il gas non si accende, messa a fuoco, mettere a fuoco, non mette a fuoco, prova allarme incendio, test allarme incendio, esercitazione incendio, uscita antincendio, uscite antincendio, porta antincendio, porte antincendio, scala antincendio, allarme antincendio, rilevatore antincendio, uscita di emergenza, uscite di emergenza, uscita d'emergenza, uscita d’emergenza, uscite d'emergenza, uscite d’emergenza, luce di emergenza, luci di emergenza, lampada di emergenza, luce d'emergenza, luce d’emergenza, scala di emergenza, porta di emergenza, distributore d'acqua, distributore d’acqua, distributore dell'acqua, distributore dell’acqua, erogatore d'acqua, erogatore d’acqua, erogatore dell'acqua, erogatore dell’acqua, macchinetta dell'acqua, macchinetta dell’acqua, boccione dell'acqua, boccione dell’acqua, coltello nel lavandino, coltelli nel lavandino, coltello nel lavello, coltelli nel lavello, coltello sporco, coltelli sporchi, lasciato un coltello, lasciato il coltello, lasciato dei coltelli, dimenticato un coltello, coltello nello scolapiatti, coltelli nello scolapiatti, coltello nel lavabo, forchette e coltelli, coltelli e forchette, è fulminata, è fulminato, sono fulminate, sono fulminati, lampadina fulminata, lampadine fulminate, luce fulminata, luci fulminate, neon fulminato, faretto fulminato, bombola vuota, bombole vuote, bombola del gas scarica, bombola scarica, bombola esaurita, bombola finita, bombola da ritirare, bombole da ritirare, bombola del gas da ritirare, bombola gpl vuota, bombola di gpl vuota, è vuoto, è vuota, boccione vuoto, erogatore vuoto, estintore scaduto, estintori scaduti, estintore da revisionare, revisione estintor*, batteria scarica, pila scarica, prolunga per terra, prolunga sul pavimento, prolunga in mezzo, insegna uscita, cartello uscita, a gas è spent*, a gas è stata spent*, a gas spent*, a gas non si accende, a gas non funziona, a gas non parte, a gas in * è spent*, a gas in * * è spent*, a gas nel* * è spent*, a gas del* * è spent*, a gas è spento, laser tag, lasertag, pistola finta, pistole finte, pistola di scena, armi di scena, arma di scena, pistola softair, fucile softair, fucile giocattolo, fucile ad acqua, fucili ad acqua, coltelli in vendita, coltello in vendita, coltelli in vetrina, coltello in vetrina, coltelli esposti, coltelli senza prezzo, coltello senza prezzo, coltelli in offerta, set di coltelli, ceppo dei coltelli, ceppo portacoltelli, piano di evacuazione, piani di evacuazione, piantina di evacuazione, planimetria di evacuazione, percorso di evacuazione, via di fuga, vie di fuga, prova dell'allarme, prova dell’allarme, test dell'allarme, test dell’allarme, prova antincendio, esercitazione antincendio, esercitazione di evacuazione, che mal di testa, mi fa venire il mal di testa, fa venire la nausea, da vomitare",
  categories: {
    CLEANING:
      'versato*, rovesciato*, sporco*, sporca*, sporcizia, macchia*, appiccicoso*, vomito*, pozzanghera*, straccio, bagnato*, vetri rotti, odore*, puzza, pulizi*, pulire, polvere, fango',
    SECURITY:
      'sospett*, furto*, rubat*, ladro*, ladri, scasso, vandalismo, graffiti, intruso*, rissa*, aggress*, minacc*, arma, armi, coltello*, serratura*, allarme*, telecamera*, sicurezza',
    WASTE_MANAGEMENT:
      'cestino*, cestini, bidone*, bidoni, spazzatura, rifiuti, immondizia, raccolta differenziata, riciclo, straboccante, discarica abusiva',
    MECHANICAL_ELECTRICAL:
      'luce, luci, illuminazione, lampadina*, lampada*, corrente, elettric*, presa*, prese, cavo*, cavi, riscaldamento, termosifone*, radiatore*, aria condizionata, condizionatore*, ventilazione, ascensore*, scala mobile, porta automatica, frigo*, frigorifero*, congelatore*, caldaia*, generatore*',
    PLUMBING:
      'perdita*, tubo*, tubi, tubatura*, scarico*, intasat*, sciacquone*, rubinetto*, senza acqua, acqua calda, water, wc, gabinetto*, orinatoio*, allag*, gocciola*, fogna*',
    PEST_CONTROL:
      'ratto*, topo, topi, roditor*, scarafagg*, blatta*, blatte, insett*, formica*, formiche, vespa*, vespe, api, piccion*, uccelli, cimic*, pulci, mosche, infestazion*, escrementi',
    GROUNDS_MAINTENANCE:
      'parcheggio*, buca*, buche, sentiero*, vialetto*, marciapiede*, prato*, erba, siepe*, albero*, alberi, recinzione*, neve, ghiaccio, giardino*, aiuole',
    IT: 'wifi, internet, rete, pos, lettore di carte, terminale di pagamento, schermo*, computer, portatile*, stampante*, sito web, password, scanner*, cassa automatica',
    FEEDBACK:
      'complimenti, lament*, reclamo*, suggeriment*, feedback, scortes*, maleducat*, personale, dipendent*, servizio clienti, coda*, attesa, prezz*, grazie',
  },
};
