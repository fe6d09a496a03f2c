import type { Vocabulary } from './vocabulary';

/** Finnish. */
export const fi: Vocabulary = {
  places:
    'käytävä*, huone*, toimisto*, keittiö*, aula*, vastaanotto*, sisäänkäyn*, uloskäyn*, vessa*, wc, käymälä*, kylpyhuone*, pukuhuone*, taukotila*, ruokala*, kahvila*, ravintola*, varasto*, lastauslaitur*, parkkipaik*, pysäköinti*, parkkihalli*, autotalli*, porra*, porrashuone*, hissi*, liukuporta*, laituri*, kassa*, tiski*, hylly*, pakastin*, pakastim*, jääkaappi*, kellari*, kerro*, kerrok*, pohjakerro*, rakennus*, rakennukse*, siipi, siive*, piha*, puutarha*, luokka*, luokkahuone*, osasto*, neuvotteluhuone*, alue*, terassi*, parveke*, katto*, katolla, sovituskoppi*, apteek*, kauppa*, myymälä*, sauna*, baari*, uimaranna*, ranta*, rannalla, kirjasto*, pesutupa*, pesutuva*, mökki*, mökillä, kahvihuone*, terminaali*, parkkitalo*, roskakato*, rappukäytäv*, sali*, salissa, asema*, yläkerra*, auditorio*, odotusaula*, narikka*, takapiha*, puisto*, koulu*',
  surfaces: 'lattia*, katto, katossa, katosta, seinä*, ovi, ove*, ikkuna*',
  near: 'vieressä, lähellä, takana, edessä, vastapäätä, ulkona, sisällä, luona',
  at: '',
  greetings: 'hei, moi, terve, huomenta, hyvää päivää, hyvää iltaa, moikka',
  corrections: 'itse asiassa, ei, anteeksi, tarkoitin, korjaus, ei vaan, vaan, sen sijaan',
  another: 'myös, lisäksi, toinen ongelma, vielä yksi asia',
  captions:
    'kuva, kuvan, kuvat, kuvia, kuvaa, kuvassa, valokuva, valokuvan, valokuvat, valokuvia, foto, kuvakaappaus, vielä yksi, vielä yksi kuva, yksi kuva lisää, toinen kuva, tässä on, tässä vielä, liitteenä, lähetän',
  critical:
    'tuli on irti, tulessa, liekeissä, tulipalo*, palaa, liekk*, savu*, kaasun haju*, haisee kaasulta, kaasuvuoto*, räjähdys*, räjähti, tajuton*, tajuttom*, menetti tajuntansa, ei hengitä, lyyhistyi, sydänkohtaus*, sähköisku*, sai sähköiskun, ase, asee*, veitsi*, veits*, puukko*, pistooli*, pommi*, häkä*, hiilimonoksidi*',
  high: 'veri, vere*, verenvuoto*, vuotaa verta, loukkaantu*, vamma*, haava*, paljaat johdot, johdot paljaana, kipinö*, tulva*, tulvi*, uhka*, uhkail*, uhkaa, hyökkä*, pahoinpitel*, tappelu*, väkivalta*, väkivaltai*, aggressiivi*, rikkoutunut lasi, lasinsirpale*, sirpale*, kaatui, kaatunut, jumissa, juuttunut, vaaralli*, vaara, hätä*',
  medium:
    'liukas*, märkä*, märä*, läikkyn*, lätäkkö*, lätäkö*, vuoto*, vuotaa, tippuu, kompastu*, löysä*, jää, jäinen*, tukossa, tukkeutu*, ei vettä, ei lämmintä vettä, ei sähköä, sähkökatko*, ei toimi, rikki, rikkinäi*, hajonnut, rotta*, rott*, hiiri*, hiire*, torakka*, torako*, oksennu*, täynnä, epäilyttäv*, varkau*, varas*, varastettu*, ilkivalta*',
  benign:
    'lelu ase*, leluase*, lelupyssy*, lelu pyssy*, lelupistooli*, lelu pistooli*, leikkiase*, leikki ase*, vesipyssy*, vesipistooli*, muoviase*, muovi ase*, muovinen ase, muovisen aseen, muovipyssy*, muovipistooli*, muovinen pistooli, muoviveit*, muovi veitsi, muovinen veitsi, muoviset veitset, veitset ja haarukat, veitsiä ja haarukoita, haarukat ja veitset, haarukoita ja veitsiä, veitsi ja haarukka, liimapyssy*, kuumaliimapyssy*, nitomapyssy*, loppu kaasu, kaasu loppu*, kaasu on loppu, kaasut loppu*, loppui kaasu, kaasu on lopussa, kaasu vähissä, ei ole kaasua, kaasua ei ole, kaasua ei tule, kaasupullo* tyhjä, tyhjä kaasupullo, kaasupullon vaihto*, kaasulasku*, kaasumittari*, savuilmaisin*, savuilmaisim*, savunilmaisin*, savunilmaisim*, savuhälytin*, savuhälyttim*, savuvaroitin*, savuvaroittim*, palovaroitin*, palovaroittim*, paloilmaisin*, paloilmaisim*, savuke*, savukk*, savuton*, savuttom*, savunpoisto*, savustet*, savukala*, savulohi*, savuporo*, savusauna*, tupakointi kielletty, hätäuloskäyn*, hätäpoistu*, hätävalaistu*, hätävalo*, hätäpuhelin*, hätäpuheli*, hätäseis*, hätäkatkaisi*, palosammutin*, käsisammutin*, sammutuspeit*, poistumistie*, valo palaa, valot palaa, valot palavat, lamppu palaa, lamput palaa, merkkivalo palaa, merkkivalot palaa, palaa takaisin, palaan takaisin, vesiautomaat*, juomapiste*, vedenjakelija*, kaasupullo on tyhjä, kaasupullot tyhjiä, tyhjät kaasupullot, tyhjiä kaasupulloja, tyhjän kaasupullon, likai* veit*, likas* veit*, likan* veit*, veit* tiskialtaa*, veit* tiskipöydä*, veit* tiskikonee*, tiskialtaa* veit*, veit* lavuaari*, sammutin*, sammuttim*, tarkastus vanhentunut, tarkastus on vanhentunut, exit-kyltti*, exit kyltti*, poistumisopaste*, uloskäyntikyltti*, uloskäynnin valo*, jatkojohto lattian poikki, jatkojohto käytävän poikki, johto lattian poikki, johto käytävän poikki, savuilmaisimen paristo*, palovaroittimen paristo*, häkävaroittimen paristo*, laserase*, laserpyssy*, lasertag*, laser tag*, rekvisiitta*, rekvisiittaase*, näyttämöase*, teatteriase*, ase-replika*, asereplika*, feikkiase*, veitset vitriinissä, veitset myynnissä, veitset hyllyssä, veitset hyllyllä, veitset ilman hintaa, veitsissä ei ole hintaa, veitsisetti*, veitsiteline*, evakuointikaavio*, evakuointisuunnitelm*, poistumiskartta*, poistumisreittikaavio*, pelastussuunnitelm*, palohälytyksen testaus, palohälytintä testattiin, palohälytys testattiin, palohälytystä testattiin, palohälyttimen testaus, testihälytys*, koehälytys*, poistumisharjoitus*, paloharjoitus*, kaasulämmitin ei syty, kaasulämmitin on pois päältä, kaasuliesi ei syty, kaasuhella ei syty, kaasupullot loppu myynnistä, kaasupullot on loppuunmyyty',
  categories: {
    CLEANING:
      'läikkyn*, likai*, lika*, tahra*, tahmea*, oksennu*, lätäkkö*, moppa*, märkä*, sirpale*, haju*, haisee, siivo*, puhdis*, pöly*, muta*',
    SECURITY:
      'epäilyttäv*, varkau*, varas*, varastettu*, murto*, ilkivalta*, graffiti*, tunkeilija*, tappelu*, pahoinpitel*, uhkail*, ase, asee*, veitsi*, lukko*, luko*, hälytin*, hälytys*, valvontakamera*, vartija*, turvallisuu*',
    WASTE_MANAGEMENT: 'roskakori*, roskis*, roska*, jäte*, jätteet, kierrätys*, täynnä, kaatopaikka*',
    MECHANICAL_ELECTRICAL:
      'valo*, valaistus*, lamppu*, lampu*, polttimo*, sähkö*, pistorasia*, johto*, johdo*, kaapeli*, lämmitys*, lämmitin*, patteri*, ilmastointi*, ilmanvaihto*, hissi*, liukuporta*, automaattiovi*, jääkaappi*, pakastin*, kattila*, generaattori*',
    PLUMBING:
      'vuoto*, vuotaa, putki*, viemäri*, tukossa, tukkeutu*, huuhtelu*, hana*, ei vettä, lämmin vesi, lämmintä vettä, vessanpönttö*, wc-istuin*, pisoaari*, tulva*, tippuu',
    PEST_CONTROL:
      'rotta*, rott*, hiiri*, hiire*, jyrsijä*, torakka*, torako*, hyönteis*, muurahai*, ampiai*, mehiläi*, kyyhky*, lintu*, lintuja, lude*, kirppu*, kärpäs*, tuholai*, ulostee*, jätökset',
    GROUNDS_MAINTENANCE:
      'parkkipaik*, kuoppa*, kuopa*, polku*, jalkakäytävä*, nurmikko*, nurmiko*, ruoho*, pensasaita*, puu, puut, puita, aita*, lumi, lume*, jää, jäinen*, puutarha*, istutu*',
    IT: 'wifi, internet*, netti*, verkko*, maksupääte*, kortinlukija*, näyttö*, ruutu*, tietokone*, kannettava*, tulostin*, verkkosivu*, salasana*, skanneri*, itsepalvelukassa*',
    FEEDBACK:
      'kehu*, kiitos, valitus*, valitta*, ehdotus*, palaute*, epäkohtelia*, töykeä*, henkilökunta*, työntekijä*, asiakaspalvelu*, jono*, odotus*, hinta*, hinna*',
  },
};
