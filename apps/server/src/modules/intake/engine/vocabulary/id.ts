import type { Vocabulary } from './vocabulary';

/** Indonesian. */
export const id: Vocabulary = {
  places:
    'lorong*, ruang*, ruangan*, kamar*, kantor*, dapur*, koridor*, lobi*, resepsionis*, pintu masuk, pintu keluar, toilet*, wc, kamar mandi, kamar kecil, ruang ganti, ruang istirahat, kantin*, kafe*, restoran*, gudang*, tempat bongkar muat, parkir*, tempat parkir, garasi*, tangga*, lift*, eskalator*, peron*, kasir*, konter*, rak*, freezer*, lemari es, kulkas*, ruang bawah tanah, basement, lantai dasar, lantai satu, lantai dua, lantai tiga, lantai, gedung*, bangunan*, sayap*, taman*, halaman*, kelas*, bangsal*, ruang rapat, bagian*, area*, zona*, teras*, balkon*, atap*, kamar pas, apotek*, toko*',
  surfaces: 'lantai, plafon*, langit-langit, dinding*, tembok*, pintu, jendela*',
  near: 'di sebelah, di samping, dekat, di dekat, di belakang, di depan, di seberang, di luar, di dalam',
  at: 'di',
  greetings: 'halo, hai, selamat pagi, selamat siang, selamat sore, selamat malam, permisi, assalamualaikum',
  corrections: 'sebenarnya, bukan, tidak, maaf, maksud saya, ralat, koreksi, bukan di, tapi di, melainkan',
  another: 'juga, selain itu, masalah lain, satu lagi, hal lain',
  captions:
    'foto, fotonya, gambar, gambarnya, tangkapan layar, screenshot, satu foto lagi, foto lagi, gambar lagi, satu lagi, ini dia, ini fotonya, berikut, terlampir, saya kirim',
  critical:
    'api, kebakaran, terbakar, nyala api, asap*, berasap, bau gas, gas bocor, kebocoran gas, ledakan, meledak, pingsan, tidak sadarkan diri, tak sadarkan diri, tidak bernapas, ambruk, serangan jantung, kesetrum, tersengat listrik, sengatan listrik, senjata*, pisau*, pistol*, senapan*, bom, karbon monoksida',
  high: 'darah, berdarah, pendarahan, luka*, terluka, cedera, kabel terkelupas, kabel terbuka, kabel telanjang, percikan api, banjir*, kebanjiran, ancam*, mengancam, penyerangan, menyerang, diserang, serangan, perkelahian, berkelahi, kekerasan, agresif, kaca pecah, pecahan kaca, jatuh, terjebak, terjepit, bahaya, berbahaya, darurat',
  medium:
    'licin*, terpeleset, basah, tumpah*, genangan*, bocor*, menetes, tersandung, longgar*, es, membeku, tersumbat*, mampet*, air mati, tidak ada air, tidak ada air panas, listrik mati, mati lampu, pemadaman, tidak berfungsi, tidak bekerja, rusak*, pecah*, tikus*, kecoa*, kecoak*, muntah*, meluap*, penuh, mencurigakan, pencurian, dicuri, vandalisme',
  benign:
    'pistol mainan, pistol pistolan, pistolan, senapan mainan, senjata mainan, pistol air, pistol plastik, mainan pistol, pisau mainan, pisau plastik, pintu darurat*, tangga darurat*, lampu darurat*, pintu keluar darurat*, jalur darurat*, exit darurat*, tanda exit, lampu exit, nomor darurat*, telepon darurat*, kereta api, korek api, kembang api, pemadam api*, alat pemadam*, tabung pemadam*, apar, detektor asap*, alarm asap*, sensor asap*, pendeteksi asap*, asap rokok, gas habis, gasnya habis, tabung gas kosong, tabung gas habis, ganti tabung gas, ganti gas, isi ulang gas, isi gas, tagihan gas, meteran gas, kompor gas tidak menyala, kompor gas gak nyala, kompor gas ga nyala, kompor gas nggak nyala, kompor gas tidak mau menyala, kompor gas gak mau nyala, kompor gas ga mau nyala, dispenser air, dispenser, galon air, air galon, air minum, water dispenser, latihan kebakaran, simulasi kebakaran, tabung gas elpiji kosong, tabung elpiji kosong, gas elpiji kosong, elpiji kosong, tabung gas melon kosong, gas melon kosong, tabung melon kosong, tabung gas 3 kg kosong, tabung gas 3kg kosong, tabung gas bekas, tabung gas yang kosong, tabung gas kosongan, tabung kosong, gas elpiji habis, elpiji habis, lpg habis, lpg kosong, tabung lpg kosong, ganti elpiji, ganti tabung elpiji, isi ulang elpiji, pisau di wastafel, pisau di bak cuci, pisau di tempat cuci piring, pisau kotor, ninggalin pisau, senapan air, pistol aer, baterai habis, baterainya habis, baterai lemah, tanda keluar, lampu tanda keluar, papan exit, kabel roll melintang, kabel melintang, galon kosong, galonnya kosong, pemanas gas mati, pemanas gasnya mati, pemanas gas * mati, pemanas gas di * mati, pemanas gas di * * mati, pemanas gas di * * * mati, pemanas gas tidak nyala, pemanas gas gak nyala, pemanas gas ga nyala, pemanas gas nggak nyala, pemanas gas dimatikan, pemanas gas lagi mati, heater gas mati, heater gasnya mati, evakuasi kebakaran, jalur evakuasi*, rencana evakuasi*, denah evakuasi*, peta evakuasi*, tanda evakuasi*, rute evakuasi*, petunjuk evakuasi*, latihan evakuasi*, simulasi evakuasi*, tangga kebakaran, pintu kebakaran, hidran kebakaran, hydrant kebakaran, alarm kebakaran lagi dites, tes alarm kebakaran, uji alarm kebakaran, test alarm kebakaran, pistol-pistolan*, pistol pistolan*, pistol air*, pistol plastik*, senapan plastik*, pistol mainan*, laser tag*, lasertag*, pistol properti*, senjata properti*, senjata mainan*, pisau dijual, pisau yang dijual, pisau belum ada harga*, pisau tanpa harga*, pisau tidak ada harga*, pisau gak ada harga*, pisau di etalase, pajangan pisau*, bikin sakit kepala, bikin pusing, bikin kepala pusing, bikin puyeng, bikin mual, jalur evakuasi kebakaran, rencana evakuasi kebakaran, denah evakuasi kebakaran, peta evakuasi kebakaran, tanda evakuasi kebakaran, rute evakuasi kebakaran, petunjuk evakuasi kebakaran, latihan evakuasi kebakaran, simulasi evakuasi kebakaran, tanda jalur evakuasi kebakaran, papan jalur evakuasi kebakaran, papan evakuasi kebakaran',
  categories: {
    CLEANING:
      'tumpah*, kotor*, kotoran, noda*, lengket*, muntah*, genangan*, pel, basah, pecahan kaca, bau*, busuk*, bersih*, debu*, lumpur*',
    SECURITY:
      'mencurigakan, pencurian, pencuri*, dicuri, maling*, pembobolan, vandalisme, grafiti*, coretan, penyusup*, perkelahian, penyerangan, ancam*, senjata*, pisau*, kunci*, gembok*, alarm*, kamera keamanan, cctv, satpam*, keamanan',
    WASTE_MANAGEMENT: 'tempat sampah, tong sampah, sampah*, limbah*, daur ulang, meluap*, penuh, pembuangan liar',
    MECHANICAL_ELECTRICAL:
      'lampu*, penerangan, bohlam*, listrik*, stopkontak*, colokan*, kabel*, pemanas*, radiator*, ac, pendingin ruangan, ventilasi*, lift*, eskalator*, pintu otomatis, kulkas*, lemari es, freezer*, boiler*, genset*, generator*',
    PLUMBING:
      'bocor*, pipa*, saluran*, got*, tersumbat*, mampet*, siram*, keran*, kran*, air mati, tidak ada air, air panas, kloset*, toilet*, urinoir*, banjir*, menetes',
    PEST_CONTROL:
      'tikus*, hewan pengerat, kecoa*, kecoak*, serangga*, semut*, tawon*, lebah*, merpati*, burung*, kutu busuk, kutu*, lalat*, hama*, kotoran hewan',
    GROUNDS_MAINTENANCE:
      'tempat parkir, parkir*, lubang*, jalan berlubang, jalan setapak, trotoar*, rumput*, halaman rumput, pagar tanaman, pohon*, dahan*, ranting*, pagar*, salju, es, taman*, pertamanan',
    IT: 'wifi, wi-fi, internet*, jaringan*, mesin edc, edc, pembaca kartu, terminal pembayaran, layar*, monitor*, komputer*, laptop*, printer*, situs*, website, kata sandi, password, pemindai*, scanner*',
    FEEDBACK:
      'pujian, puji*, keluhan*, mengeluh*, saran*, masukan*, kasar*, tidak sopan, tidak ramah, staf*, karyawan*, pegawai*, pelayanan*, layanan pelanggan, antrean*, antrian*, menunggu*, harga*, terima kasih',
  },
};
