import type { Vocabulary } from './vocabulary';

/** Malay. */
export const ms: Vocabulary = {
  places:
    'lorong*, bilik*, ruang*, pejabat*, dapur*, koridor*, lobi*, kaunter penyambut tetamu, penyambut tetamu, pintu masuk, pintu keluar, tandas*, bilik air, bilik mandi, bilik persalinan, bilik rehat, kantin*, kafe*, restoran*, gudang*, stor*, tempat memunggah, tempat letak kereta, letak kereta, parkir*, garaj*, tangga*, lif*, eskalator*, platform*, kaunter*, juruwang*, rak*, peti sejuk beku, peti sejuk, peti ais, ruang bawah tanah, tingkat bawah, tingkat satu, tingkat dua, tingkat*, aras*, bangunan*, sayap*, taman*, halaman*, kelas*, wad*, bilik mesyuarat, bahagian*, kawasan*, zon*, teres*, balkoni*, bumbung*, bilik mencuba, farmasi*, kedai*, masuk, surau*, stesen*, asrama*, dewan*, laluan pejalan kaki, laluan*, padang*, makmal*, hospital*, masjid*, perpustakaan*, pasar*, kolam*, panggung wayang, taman permainan, hentian bas, perhentian bas, jalan*, sekolah*, pondok*, kampus*',
  surfaces: 'lantai, siling*, dinding*, tembok*, pintu, tingkap*',
  near: 'di sebelah, di sisi, dekat, berhampiran, di belakang, di hadapan, di depan, bertentangan, di luar, di dalam',
  at: 'di',
  greetings: 'hai, helo, hello, selamat pagi, selamat tengah hari, selamat petang, selamat malam, assalamualaikum',
  corrections: 'sebenarnya, bukan, tidak, maaf, maksud saya, pembetulan, bukan di, tetapi di, sebaliknya',
  another: 'juga, selain itu, masalah lain, satu lagi, perkara lain',
  captions:
    'foto, fotonya, gambar, gambarnya, tangkapan skrin, screenshot, satu lagi gambar, gambar lagi, foto lagi, satu lagi, ini dia, berikut, dilampirkan, saya hantar',
  critical:
    'ada api, api marak, api besar, keluar api, nampak api, api menyala, dijilat api, kebakaran, terbakar, nyalaan, asap*, berasap, bau gas, gas bocor, kebocoran gas, letupan, meletup, pengsan, tidak sedarkan diri, tidak bernafas, rebah, serangan jantung, kejutan elektrik, terkena renjatan, renjatan elektrik, senjata*, pisau*, pistol*, senapang*, bom, karbon monoksida',
  high: 'darah, berdarah, pendarahan, luka*, cedera*, tercedera, wayar terdedah, wayar terbuka, percikan api, banjir*, ugut*, mengugut, ancaman*, serang*, diserang, serangan, bergaduh, pergaduhan, keganasan, ganas, agresif, kaca pecah, serpihan kaca, jatuh, terjatuh, terperangkap, tersekat, bahaya, berbahaya, kecemasan',
  medium:
    'licin*, tergelincir, basah, tumpah*, lopak*, bocor*, menitis, tersadung, longgar*, ais, beku, tersumbat*, tersekat, tiada air, tak ada air, tiada air panas, tiada bekalan elektrik, bekalan elektrik terputus, terputus elektrik, tidak berfungsi, tak berfungsi, rosak*, pecah*, tikus*, lipas*, muntah*, melimpah*, penuh, mencurigakan, kecurian, dicuri, vandalisme',
  benign:
    'pistol mainan, senapang mainan, senjata mainan, pistol air, pistol plastik, mainan pistol, pisau mainan, pisau plastik, pengesan asap*, alat pengesan asap*, penggera asap*, pengesan kebakaran*, alat pemadam api*, pemadam api*, alat pemadam kebakaran*, latihan kebakaran*, latihan kecemasan*, pintu kecemasan*, tangga kecemasan*, lampu kecemasan*, pintu keluar kecemasan*, laluan kecemasan*, jalan keluar kecemasan*, nombor kecemasan*, pintu kebakaran*, asap rokok, gas habis, gas dah habis, tong gas kosong, tong gas habis, tukar tong gas, ganti tong gas, isi semula gas, bil gas, meter gas, bacaan meter gas, dapur gas tak menyala, dapur gas tidak menyala, dapur gas tak nyala, dapur gas tak hidup, dapur gas tak boleh hidup, penapis air, dispenser air, water dispenser, penyejuk air, pertunjukan bunga api, main bunga api, papan tanda keluar*, tanda keluar kecemasan*, keluar kecemasan*, papan tanda kecemasan*, lampu keluar*, lampu exit*, tanda exit*, papan tanda exit*, exit sign*, signboard exit*, pisau tertinggal*, tertinggal pisau*, pisau tinggal*, tinggal pisau*, pisau dalam sinki*, pisau di sinki*, pisau kat sinki*, pisau dekat sinki*, pisau dlm sinki*, pisau dalam singki*, sinki ada pisau*, pisau kotor*, tong gas dah kosong*, tong gas yang kosong*, silinder gas kosong*, tong kosong*, bateri penggera*, bateri pengesan*, tukar bateri*, bateri lemah*, bateri habis*, alarm asap*, smoke detector*, smoke alarm*, tarikh luput*, dah luput*, sudah luput*, dah expired*, tamat tempoh*, kabel sambungan melintang*, wayar sambungan melintang*, extension melintang*, extension atas lantai*, extension kat lantai*, water cooler*, laluan kecemasan kebakaran, tanda laluan kecemasan kebakaran, laluan kebakaran, laluan keluar kebakaran, pintu kecemasan kebakaran, tangga kecemasan kebakaran, jalan keluar kebakaran, jika berlaku kebakaran, sekiranya berlaku kebakaran, sekiranya kebakaran, semasa kebakaran, pelan pemindahan*, pelan laluan kecemasan*, pelan evakuasi*, pelan kecemasan*, ujian penggera kebakaran*, ujian alarm kebakaran*, penggera kebakaran diuji*, latih amal kebakaran*, pistol laser*, laser tag*, senapang paintball*, paintball*, pistol palsu*, senjata palsu*, pistol prop*, senjata prop*, pisau dijual*, pisau untuk dijual*, pisau tiada harga*, pisau takde harga*, pisau tak ada harga*, set pisau dijual*, pisau dalam almari pameran*, heater gas tak menyala*, heater gas tak hidup*, pemanas gas tak menyala*, pemanas gas tak hidup*, pemanas gas dah tutup*, tong gas kosong untuk dijual*',
  categories: {
    CLEANING:
      'tumpah*, kotor*, kotoran, kesan*, melekit*, muntah*, lopak*, mop*, basah, serpihan kaca, bau*, busuk*, bersih*, habuk*, lumpur*',
    SECURITY:
      'mencurigakan, kecurian, pencuri*, dicuri, pecah masuk, vandalisme, grafiti*, penceroboh*, pergaduhan, serangan, ugut*, ancaman*, senjata*, pisau*, kunci*, mangga*, penggera*, kamera keselamatan, cctv, pengawal keselamatan, keselamatan',
    WASTE_MANAGEMENT: 'tong sampah, bakul sampah, sampah*, sisa*, kitar semula, melimpah*, penuh, pembuangan haram',
    MECHANICAL_ELECTRICAL:
      'lampu*, pencahayaan, mentol*, elektrik*, soket*, palam*, wayar*, kabel*, pemanas*, radiator*, penyaman udara, aircond*, ventilasi*, pengudaraan, lif*, eskalator*, pintu automatik, peti sejuk, peti ais, peti sejuk beku, dandang*, penjana*, generator*',
    PLUMBING:
      'bocor*, paip*, longkang*, saliran*, tersumbat*, pam tandas, pepam*, pili*, kepala paip, tiada air, air panas, mangkuk tandas, tandas*, urinal*, banjir*, menitis',
    PEST_CONTROL:
      'tikus*, lipas*, serangga*, semut*, tebuan*, lebah*, burung merpati, merpati*, burung*, pepijat*, kutu*, lalat*, perosak*, najis',
    GROUNDS_MAINTENANCE:
      'tempat letak kereta, parkir*, lubang*, jalan berlubang, laluan pejalan kaki, kaki lima, rumput*, halaman rumput, pagar pokok, pokok*, dahan*, ranting*, pagar*, salji, ais, taman*, landskap*',
    IT: 'wifi, wi-fi, internet*, rangkaian*, mesin kad, pembaca kad, terminal pembayaran, skrin*, monitor*, komputer*, laptop*, komputer riba, pencetak*, printer*, laman web, kata laluan, pengimbas*',
    FEEDBACK:
      'pujian, puji*, aduan*, mengadu*, cadangan*, maklum balas, kurang ajar, biadab, tidak mesra, kakitangan*, pekerja*, staf*, perkhidmatan*, khidmat pelanggan, barisan*, beratur, menunggu*, harga*, terima kasih',
  },
};
