//! Oracle tests: a `.lud` game is supported only when ludemic replays Ludii's recorded games of
//! it move for move. The recordings live in `../shared/ludii` (not in the repository: Ludii's
//! files are under a no-derivatives licence); without it these tests skip, saying so.

use std::path::{Path, PathBuf};

use ludemic_compiler::cli::input::load_library;
use ludemic_compiler::driver::{compile_ludii, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_compiler::interp;
use ludemic_compiler::oracle::{replay, Chosen, TraceFile};
use ludemic_runtime::DynHandle;
use ludemic_suite::files_ending_with;
use rayon::prelude::*;

/// Games that must replay every trace, as paths under `ludii/lud/`. Add a game here when
/// `ludemic trace` passes on it; removing one is a regression.
const SUPPORTED: &[&str] = &[
    "board/hunt/Adugo.lud",
    "board/hunt/Bagha Guti.lud",
    "board/hunt/Bagh Bandi.lud",
    "board/hunt/Baghchal.lud",
    "board/hunt/Bouge Shodra.lud",
    "board/hunt/Cercar La Liebre.lud",
    "board/hunt/El Zorro.lud",
    "board/hunt/Fox and Geese.lud",
    "board/hunt/Gala (Buginese).lud",
    "board/hunt/Gala.lud",
    "board/hunt/Gasetavl.lud",
    "board/hunt/Haretavl.lud",
    "board/hunt/Hat Diviyan Keliya.lud",
    "board/hunt/Hund efter Hare (Thy).lud",
    "board/hunt/Hund efter Hare (Vendsyssel).lud",
    "board/hunt/Hyvn aetter Hare.lud",
    "board/hunt/Janes Soppi.lud",
    "board/hunt/Jeu Militaire.lud",
    "board/hunt/Jeu de Renard (Two Foxes).lud",
    "board/hunt/Jeu de Renard.lud",
    "board/hunt/Juroku Musashi.lud",
    "board/hunt/Kaooa.lud",
    "board/hunt/Ko-app-paw-na.lud",
    "board/hunt/Komikan.lud",
    "board/hunt/Koti Keliya.lud",
    "board/hunt/Kulaochal.lud",
    "board/hunt/La Liebre Perseguida.lud",
    "board/hunt/La Yagua.lud",
    "board/hunt/Main Tapak Empat.lud",
    "board/hunt/Mao Naga Tiger Game.lud",
    "board/hunt/Merimueng-rimueng.lud",
    "board/hunt/Mysore Tiger Game (Two Tigers).lud",
    "board/hunt/Mysore Tiger Game.lud",
    "board/hunt/Nuktagaq.lud",
    "board/hunt/Orissa Tiger Game (Four Tigers).lud",
    "board/hunt/Orissa Tiger Game (One Tiger).lud",
    "board/hunt/Pon Chochotl.lud",
    "board/hunt/Rimau-Rimau (One Tiger).lud",
    "board/hunt/Rimau-Rimau (Two Tigers).lud",
    "board/hunt/Rimoe.lud",
    "board/hunt/Sher Bakar.lud",
    "board/hunt/Sher Bakr.lud",
    "board/hunt/Shi Liu Kan Tsiang Kun.lud",
    "board/hunt/Sumi Naga Game (Hunt).lud",
    "board/hunt/Wolf and Sheep.lud",
    "board/hunt/Wolf und Schaaf.lud",
    "board/hunt/Yaguarete Kora.lud",
    "board/race/escape/20 Squares.lud",
    "board/race/escape/58 Holes.lud",
    "board/race/escape/Ashta-kashte.lud",
    "board/race/escape/Asi Keliya.lud",
    "board/race/escape/Backgammon.lud",
    "board/race/escape/Baralie.lud",
    "board/race/escape/Bargese.lud",
    "board/race/escape/Dodgem.lud",
    "board/race/escape/El Mundo.lud",
    "board/race/escape/Emperador.lud",
    "board/race/escape/Fallas.lud",
    "board/race/escape/Fevga.lud",
    "board/race/escape/Frangieh.lud",
    "board/race/escape/Had.lud",
    "board/race/escape/Imperial.lud",
    "board/race/escape/Jacquet de Versailles.lud",
    "board/race/escape/Jacquet.lud",
    "board/race/escape/Kawade Kelia.lud",
    "board/race/escape/Ketch-Dolt.lud",
    "board/race/escape/Kotra.lud",
    "board/race/escape/Laquet.lud",
    "board/race/escape/Los Doze Canes.lud",
    "board/race/escape/Ludus Lombardorum.lud",
    "board/race/escape/Medio Emperador.lud",
    "board/race/escape/Myles.lud",
    "board/race/escape/Nard.lud",
    "board/race/escape/Pancha Keliya.lud",
    "board/race/escape/Panchi.lud",
    "board/race/escape/Pareia de Entrada.lud",
    "board/race/escape/Paumecary.lud",
    "board/race/escape/Petol.lud",
    "board/race/escape/Plakoto.lud",
    "board/race/escape/Provincial.lud",
    "board/race/escape/Quinze Tablas.lud",
    "board/race/escape/Romavoa.lud",
    "board/race/escape/Royal Game of Ur.lud",
    "board/race/escape/Schuster.lud",
    "board/race/escape/Sokkattan.lud",
    "board/race/escape/Ssang-Ryouk.lud",
    "board/race/escape/Svensk Bradspel.lud",
    "board/race/escape/Tawula.lud",
    "board/race/escape/Tayam Sonalu.lud",
    "board/race/escape/Tokkadille.lud",
    "board/race/escape/Verquere.lud",
    "board/race/fill/Agon.lud",
    "board/race/fill/Aralzaa.lud",
    "board/race/fill/Conspirateurs.lud",
    "board/race/fill/Lelac.lud",
    "board/race/fill/O-Pat-Kono.lud",
    "board/race/fill/Shanzak Kammar.lud",
    "board/race/fill/Tablan.lud",
    "board/race/reach/Aime.lud",
    "board/race/reach/Ashere.lud",
    "board/race/reach/Bison.lud",
    "board/race/reach/Bombardment.lud",
    "board/race/reach/Breakthrough.lud",
    "board/race/reach/Center.lud",
    "board/race/reach/Jeson Mor.lud",
    "board/race/reach/Knightthrough.lud",
    "board/race/reach/Nebakuthana.lud",
    "board/race/reach/Paradis.lud",
    "board/race/reach/Pasit.lud",
    "board/race/reach/Pente Grammai.lud",
    "board/race/reach/Reach Chess.lud",
    "board/race/reach/Siga (Sri Lanka).lud",
    "board/race/reach/Sneakthrough.lud",
    "board/race/reach/The Pawn Game.lud",
    "board/race/reach/Zohn Ahl.lud",
    "board/race/score/Diagonals.lud",
    "board/sow/four_rows/Bao Ki Arabu (Zanzibar 1).lud",
    "board/sow/four_rows/Bao Ki Arabu (Zanzibar 2).lud",
    "board/sow/four_rows/Bao Kiswahili (DR Congo).lud",
    "board/sow/four_rows/Bao Kiswahili (East Africa).lud",
    "board/sow/four_rows/Bao.lud",
    "board/sow/four_rows/Chiana wa Bwalo.lud",
    "board/sow/four_rows/Choro (Acholi).lud",
    "board/sow/four_rows/Hawalis.lud",
    "board/sow/four_rows/Hus (Damara).lud",
    "board/sow/four_rows/Hus (Nama).lud",
    "board/sow/four_rows/Isolo.lud",
    "board/sow/four_rows/Katra Boaoaka.lud",
    "board/sow/four_rows/Kisolo (Lali).lud",
    "board/sow/four_rows/Kubuguza.lud",
    "board/sow/four_rows/Mefuvha.lud",
    "board/sow/four_rows/Moruba.lud",
    "board/sow/four_rows/Msuwa wa Kunja.lud",
    "board/sow/four_rows/Msuwa.lud",
    "board/sow/four_rows/Muvalavala (Luena).lud",
    "board/sow/four_rows/Mweiso.lud",
    "board/sow/four_rows/Mweso.lud",
    "board/sow/four_rows/Namudilakunze.lud",
    "board/sow/four_rows/Nchayo.lud",
    "board/sow/four_rows/Njombwa (Two Counters).lud",
    "board/sow/four_rows/Njombwa.lud",
    "board/sow/four_rows/Otep.lud",
    "board/sow/four_rows/Owela (Benguela).lud",
    "board/sow/four_rows/Quiela.lud",
    "board/sow/four_rows/Ryakati.lud",
    "board/sow/four_rows/Sute.lud",
    "board/sow/four_rows/Tchela.lud",
    "board/sow/four_rows/Tsoro (Additional Capture).lud",
    "board/sow/four_rows/Tsoro (Baia).lud",
    "board/sow/four_rows/Tsoro (Reentered Captures).lud",
    "board/sow/other/Katro.lud",
    "board/sow/other/Pic.lud",
    "board/sow/other/Sat Gol.lud",
    "board/sow/three_rows/Gabata (Adowa).lud",
    "board/sow/three_rows/Gabata (Aksum).lud",
    "board/sow/three_rows/Selus.lud",
    "board/sow/two_rows/Awari.lud",
    "board/sow/two_rows/Boukerourou.lud",
    "board/sow/two_rows/Chongka'.lud",
    "board/sow/two_rows/Chonka.lud",
    "board/sow/two_rows/Chungcajon.lud",
    "board/sow/two_rows/Dabuda.lud",
    "board/sow/two_rows/Daramuti.lud",
    "board/sow/two_rows/Das Bohnenspiel.lud",
    "board/sow/two_rows/Dongjintian.lud",
    "board/sow/two_rows/En Gehe.lud",
    "board/sow/two_rows/English Wari (St. Lucia).lud",
    "board/sow/two_rows/Enindji.lud",
    "board/sow/two_rows/Erherhe.lud",
    "board/sow/two_rows/FairKalah.lud",
    "board/sow/two_rows/Foji.lud",
    "board/sow/two_rows/French Wari.lud",
    "board/sow/two_rows/Gabata (Adegrat).lud",
    "board/sow/two_rows/Gabata (Wuqro).lud",
    "board/sow/two_rows/Gamacha (Nobility).lud",
    "board/sow/two_rows/Gamacha.lud",
    "board/sow/two_rows/Gifia.lud",
    "board/sow/two_rows/Halusa.lud",
    "board/sow/two_rows/Hoyito.lud",
    "board/sow/two_rows/Hufesay.lud",
    "board/sow/two_rows/J'odu.lud",
    "board/sow/two_rows/Kalah.lud",
    "board/sow/two_rows/Kanji Guti.lud",
    "board/sow/two_rows/Kapana Bona.lud",
    "board/sow/two_rows/Kara.lud",
    "board/sow/two_rows/Kay.lud",
    "board/sow/two_rows/Khrour.lud",
    "board/sow/two_rows/Kpo.lud",
    "board/sow/two_rows/La'b Akila.lud",
    "board/sow/two_rows/Lam Waladach.lud",
    "board/sow/two_rows/Lamosh.lud",
    "board/sow/two_rows/Leyla.lud",
    "board/sow/two_rows/Lontu-Holo.lud",
    "board/sow/two_rows/Mangala (Turkey).lud",
    "board/sow/two_rows/Mankala.lud",
    "board/sow/two_rows/Mawkar Katiya.lud",
    "board/sow/two_rows/Mewelad.lud",
    "board/sow/two_rows/Motiq.lud",
    "board/sow/two_rows/Obridje.lud",
    "board/sow/two_rows/Oure Ngat.lud",
    "board/sow/two_rows/Ovalhu.lud",
    "board/sow/two_rows/Oware.lud",
    "board/sow/two_rows/Pachgarhwa.lud",
    "board/sow/two_rows/Pallankuli.lud",
    "board/sow/two_rows/Papan Dakon.lud",
    "board/sow/two_rows/Qelat (Beni Amir-Mensa).lud",
    "board/sow/two_rows/Rio Kadalis.lud",
    "board/sow/two_rows/Shono.lud",
    "board/sow/two_rows/Sonka.lud",
    "board/sow/two_rows/Sungka.lud",
    "board/sow/two_rows/Tap Urdy.lud",
    "board/sow/two_rows/Tapata.lud",
    "board/sow/two_rows/Um el Tuweisat.lud",
    "board/sow/two_rows/Um el-Bagara.lud",
    "board/sow/two_rows/Um el-Bil.lud",
    "board/sow/two_rows/Unnee Tugalluulax.lud",
    "board/sow/two_rows/Uril.lud",
    "board/sow/two_rows/Vai Lung Thlan.lud",
    "board/sow/two_rows/Wa'ache Waledat.lud",
    "board/sow/two_rows/Walak-Pussa.lud",
    "board/sow/two_rows/Wari.lud",
    "board/sow/two_rows/Woli.lud",
    "board/sow/two_rows/Wore.lud",
    "board/sow/two_rows/Wouri.lud",
    "board/sow/two_rows/Yovodi.lud",
    "board/sow/two_rows/Yovodji.lud",
    "board/space/blocking/4 Squared.lud",
    "board/space/blocking/Amazons.lud",
    "board/space/blocking/Blue Nile.lud",
    "board/space/blocking/Claustro.lud",
    "board/space/blocking/Co Chan Cho.lud",
    "board/space/blocking/Col.lud",
    "board/space/blocking/Do Guti.lud",
    "board/space/blocking/Dodo.lud",
    "board/space/blocking/Gopher.lud",
    "board/space/blocking/Ho-Bag Gonu.lud",
    "board/space/blocking/Isolation.lud",
    "board/space/blocking/Janes Soppi (Symmetrical).lud",
    "board/space/blocking/Lewthwaite's Game.lud",
    "board/space/blocking/Madelinette.lud",
    "board/space/blocking/Oumoul Kono.lud",
    "board/space/blocking/Pathway.lud",
    "board/space/blocking/Pong Hau K'i.lud",
    "board/space/blocking/Ratio.lud",
    "board/space/blocking/Snailtrail.lud",
    "board/space/blocking/Snort.lud",
    "board/space/blocking/Spots.lud",
    "math/nim/Chomp.lud",
    "math/Mastermind.lud",
    "board/war/replacement/checkmate/chess/Welschschach.lud",
    "board/war/replacement/checkmate/chaturanga/Shataranja.lud",
    "reconstruction/done/board/hunt/Ijil Buga.lud",
    "reconstruction/done/board/hunt/Ikh Buga.lud",
    "board/space/blocking/T'uk T'uk.lud",
    "board/space/blocking/Toads and Frogs.lud",
    "board/space/blocking/Tron.lud",
    "board/space/connection/Bipartisan Y.lud",
    "board/space/connection/Cross.lud",
    "board/space/connection/Diagonal Hex.lud",
    "board/space/connection/Esa Hex.lud",
    "board/space/connection/Gale.lud",
    "board/space/connection/Havannah.lud",
    "board/space/connection/Hex.lud",
    "board/space/connection/Master Y.lud",
    "board/space/connection/Scaffold.lud",
    "board/space/connection/Tabu Y.lud",
    "board/space/connection/Y (Hex).lud",
    "board/space/connection/Y.lud",
    "board/space/group/Groups.lud",
    "board/space/group/Hermit.lud",
    "board/space/group/Lines of Action.lud",
    "board/space/group/Manalath.lud",
    "board/space/group/Odd.lud",
    "board/space/group/RootZone.lud",
    "board/space/line/A Simple Game.lud",
    "board/space/line/Achi.lud",
    "board/space/line/Akidada.lud",
    "board/space/line/Altan Xaraacaj.lud",
    "board/space/line/Aqrad.lud",
    "board/space/line/Bolotudu.lud",
    "board/space/line/Bravalath.lud",
    "board/space/line/Broken Line.lud",
    "board/space/line/Centrifugal Force.lud",
    "board/space/line/Connect Four.lud",
    "board/space/line/Connect6.lud",
    "board/space/line/Dara.lud",
    "board/space/line/Djara-Badakh.lud",
    "board/space/line/Dra.lud",
    "board/space/line/Driesticken.lud",
    "board/space/line/Dris at-Talata.lud",
    "board/space/line/Engijn Zirge.lud",
    "board/space/line/Epelle.lud",
    "board/space/line/Fanorona Telo.lud",
    "board/space/line/Fart (5x5).lud",
    "board/space/line/Fart (7x7).lud",
    "board/space/line/Fettas.lud",
    "board/space/line/Fivalath.lud",
    "board/space/line/Five Men's Morris.lud",
    "board/space/line/Gomoku.lud",
    "board/space/line/Gurgaldaj.lud",
    "board/space/line/Katsela.lud",
    "board/space/line/Keryo-Pente.lud",
    "board/space/line/La Chascona.lud",
    "board/space/line/Les Pendus.lud",
    "board/space/line/Liu Tsi.lud",
    "board/space/line/Marelle Triple.lud",
    "board/space/line/Mbenga Alignment Game.lud",
    "board/space/line/Mlabalaba.lud",
    "board/space/line/Morabaraba.lud",
    "board/space/line/Mulabalaba.lud",
    "board/space/line/Mylna.lud",
    "board/space/line/Nerenchi Keliya.lud",
    "board/space/line/Ngre E E.lud",
    "board/space/line/Nine Holes.lud",
    "board/space/line/Nine Men's Morris.lud",
    "board/space/line/Order and Chaos.lud",
    "board/space/line/Pente.lud",
    "board/space/line/Picaria.lud",
    "board/space/line/San-Noku-Narabe.lud",
    "board/space/line/Shiva.lud",
    "board/space/line/Six Men's Morris.lud",
    "board/space/line/Six-Penny Madell.lud",
    "board/space/line/Squava.lud",
    "board/space/line/Sujjua.lud",
    "board/space/line/Symbol S.2.lud",
    "board/space/line/T'mbl.lud",
    "board/space/line/Tauru.lud",
    "board/space/line/Three Men's Morris.lud",
    "board/space/line/Tic-Tac-Die.lud",
    "board/space/line/Tic-Tac-Toe Misere.lud",
    "board/space/line/Tic-Tac-Toe.lud",
    "board/space/line/Trianon.lud",
    "board/space/line/Triodi (Chios).lud",
    "board/space/line/Triodi (Diagonal).lud",
    "board/space/line/Tsoro Yemutatu (Triangle).lud",
    "board/space/line/Tsoro Yemutatu.lud",
    "board/space/line/Tsoro Yemutwelve.lud",
    "board/space/line/Yavalax.lud",
    "board/space/line/Tuk Tak.lud",
    "board/space/line/Tule Paid.lud",
    "board/space/line/Unfair.lud",
    "board/space/line/Wali.lud",
    "board/space/line/Wure Dune.lud",
    "board/space/line/Xonin Shatar (Simple).lud",
    "board/space/line/Yavalanchor.lud",
    "board/space/line/Yavalath.lud",
    "board/space/line/Zurgaan Tal.lud",
    "board/space/territory/BlooGo.lud",
    "board/space/territory/Dorvolz.lud",
    "board/space/territory/Flume.lud",
    "board/space/territory/HexTrike.lud",
    "board/space/territory/Infuse.lud",
    "board/space/territory/MacBeth.lud",
    "board/space/territory/Phantom Go.lud",
    "board/space/territory/Refugia.lud",
    "board/space/territory/Reversi.lud",
    "board/space/territory/Trike.lud",
    "board/war/custodial/ArdRi.lud",
    "board/war/custodial/Boseog Gonu.lud",
    "board/war/custodial/Breakthru.lud",
    "board/war/custodial/Castello.lud",
    "board/war/custodial/El-Mthaltha.lud",
    "board/war/custodial/HeXentafl.lud",
    "board/war/custodial/Hnefatafl.lud",
    "board/war/custodial/Khamousiyya.lud",
    "board/war/custodial/Kharebga (5x5).lud",
    "board/war/custodial/Kharebga (7x7).lud",
    "board/war/custodial/Maak Yek.lud",
    "board/war/custodial/Sabou'iyya.lud",
    "board/war/custodial/Seega.lud",
    "board/war/custodial/Tawlbwrdd.lud",
    "board/war/direction/linear/Fanorona.lud",
    "board/war/direction/linear/Vela.lud",
    "board/war/leaping/diagonal/Dama (Philippines).lud",
    "board/war/leaping/diagonal/Doov.lud",
    "board/war/leaping/diagonal/English Draughts.lud",
    "board/war/leaping/lines/Ahtarah Guti.lud",
    "board/war/leaping/lines/Alquerque.lud",
    "board/war/leaping/lines/Awithlaknan Mosona.lud",
    "board/war/leaping/lines/Kolowis Awithlaknannai.lud",
    "board/war/leaping/lines/Bara Guti.lud",
    "board/war/leaping/lines/Bis Gutiya.lud",
    "board/war/leaping/lines/Buudal.lud",
    "board/war/leaping/lines/Challis Ghutia (Titagarh).lud",
    "board/war/leaping/lines/Dablot Prejjesne.lud",
    "board/war/leaping/lines/Dam (Singapore).lud",
    "board/war/leaping/lines/Dam Hariman.lud",
    "board/war/leaping/lines/Dash Guti.lud",
    "board/war/leaping/lines/Egara Guti.lud",
    "board/war/leaping/lines/Ethiopian Capture Game.lud",
    "board/war/leaping/lines/Felli.lud",
    "board/war/leaping/lines/Kaua Dorki.lud",
    "board/war/leaping/lines/Kharbaga.lud",
    "board/war/leaping/lines/Kotu Ellima.lud",
    "board/war/leaping/lines/Lam Pusri.lud",
    "board/war/leaping/lines/Lau Kata Kati.lud",
    "board/war/leaping/lines/Meurimueng-rimueng Peuet Ploh.lud",
    "board/war/leaping/lines/Mogul Putt'han.lud",
    "board/war/leaping/lines/Mughal Pathan.lud",
    "board/war/leaping/lines/Pam Pait.lud",
    "board/war/leaping/lines/Peralikatuma.lud",
    "board/war/leaping/lines/Ram Tir.lud",
    "board/war/leaping/lines/Ratti-Chitti-Bakri.lud",
    "board/war/leaping/lines/Satoel.lud",
    "board/war/leaping/lines/Sumi Naga Game (War).lud",
    "board/war/leaping/lines/Tavelspel.lud",
    "board/war/leaping/lines/Terhuchu (Small).lud",
    "board/war/leaping/lines/Tsukkalavde.lud",
    "board/war/leaping/lines/Tuknanavuhpi.lud",
    "board/war/leaping/orthogonal/Caturvimsatikosthakatmiki Krida.lud",
    "board/war/leaping/orthogonal/Challis Ghutia.lud",
    "board/war/leaping/orthogonal/Dama (Comoros).lud",
    "board/war/leaping/orthogonal/Kanguruh.lud",
    "board/war/leaping/orthogonal/Koruboddo.lud",
    "board/war/leaping/orthogonal/Leap Frog.lud",
    "board/war/leaping/orthogonal/Mraha wa Bwe.lud",
    "board/war/leaping/orthogonal/Natt Klab ash-Shawk.lud",
    "board/war/leaping/orthogonal/Queah Game.lud",
    "board/war/leaping/orthogonal/T'oki.lud",
    "board/war/leaping/orthogonal/Tama.lud",
    "board/war/leaping/orthogonal/Tablo.lud",
    "board/war/leaping/orthogonal/Tides.lud",
    "board/war/leaping/orthogonal/Xarajlt.lud",
    "board/war/leaping/orthogonal/Zuz Mel (5x5).lud",
    "board/war/leaping/orthogonal/Zuz Mel (7x7).lud",
    "board/war/replacement/checkmate/chaturanga/Chandaraki.lud",
    "board/war/replacement/checkmate/chaturanga/Chaturanga (12x12).lud",
    "board/war/replacement/checkmate/chaturanga/Chaturanga (Kridakausalya 14x14).lud",
    "board/war/replacement/checkmate/chaturanga/Chaturanga (Kridakausalya).lud",
    "board/war/replacement/checkmate/chaturanga/Chaturanga (al-Adli).lud",
    "board/war/replacement/checkmate/chaturanga/Chaturanga.lud",
    "board/war/replacement/checkmate/chaturanga/Cittabhramanrpasya Khelanam.lud",
    "board/war/replacement/checkmate/chaturanga/Hindustani Chess.lud",
    "board/war/replacement/checkmate/chaturanga/Krida Buddhibalasrita.lud",
    "board/war/replacement/checkmate/chaturanga/Mak Ruk.lud",
    "board/war/replacement/checkmate/chaturanga/Parsi Chess.lud",
    "board/war/replacement/checkmate/chaturanga/Rumi Shatranj.lud",
    "board/war/replacement/checkmate/chaturanga/Persian Chess with a Queen.lud",
    "board/war/replacement/checkmate/chaturanga/Santaraj.lud",
    "board/war/replacement/checkmate/chaturanga/Saxun.lud",
    "board/war/replacement/checkmate/chaturanga/Shatr ikh Padan.lud",
    "board/war/replacement/checkmate/chaturanga/Shatranj (12x12).lud",
    "board/war/replacement/checkmate/chaturanga/Shatranj (14x14).lud",
    "board/war/replacement/checkmate/chaturanga/Shatranj (Algeria).lud",
    "board/war/replacement/checkmate/chaturanga/Shatranj at-Tamma.lud",
    "board/war/replacement/checkmate/chaturanga/Shatren.lud",
    "board/war/replacement/checkmate/chaturanga/Shodra.lud",
    "board/war/replacement/checkmate/chess/1D Chess.lud",
    "board/war/replacement/checkmate/chess/Acedrex (Alfonso).lud",
    "board/war/replacement/checkmate/chess/Atomic Chess.lud",
    "board/war/replacement/checkmate/chess/Beirut Chess.lud",
    "board/war/replacement/checkmate/chess/Chess.lud",
    "board/war/replacement/checkmate/chess/Dragonchess.lud",
    "board/war/replacement/checkmate/chess/Half Chess.lud",
    "board/war/replacement/checkmate/chess/Horde Chess.lud",
    "board/war/replacement/checkmate/chess/Kriegspiel (Chess).lud",
    "board/war/replacement/checkmate/chess/Lombard Chess.lud",
    "board/war/replacement/checkmate/chess/Long Assize.lud",
    "board/war/replacement/checkmate/chess/Los Alamos Chess.lud",
    "board/war/replacement/checkmate/chess/Maharajah Chess.lud",
    "board/war/replacement/checkmate/chess/Scachs.lud",
    "board/war/replacement/checkmate/chess/Schachzabel.lud",
    "board/war/replacement/checkmate/chess/Shakhmaty.lud",
    "board/war/replacement/checkmate/chess/Shatera.lud",
    "board/war/replacement/checkmate/chess/Social Distance Chess.lud",
    "board/war/replacement/checkmate/chess/Stratomic.lud",
    "board/war/replacement/checkmate/chess/Unachess.lud",
    "board/war/replacement/checkmate/chess/Viking Chess.lud",
    "board/war/replacement/checkmate/shogi/Dice Shogi.lud",
    "board/war/replacement/checkmate/shogi/Hasami Shogi.lud",
    "board/war/replacement/checkmate/shogi/Minishogi.lud",
    "board/war/replacement/checkmate/shogi/Seireigi.lud",
    "board/war/replacement/checkmate/shogi/Shogi.lud",
    "board/war/replacement/checkmate/shogi/Tobi Shogi.lud",
    "board/war/replacement/checkmate/shogi/Unashogi.lud",
    "board/war/replacement/eliminate/all/Ad elta stelpur.lud",
    "board/war/replacement/eliminate/all/Awangdu.lud",
    "board/war/replacement/eliminate/all/Bheri Bakhri.lud",
    "board/war/replacement/eliminate/all/Boxijn Barildaan.lud",
    "board/war/replacement/eliminate/all/Chaturaji.lud",
    "board/war/replacement/eliminate/all/Crusade.lud",
    "board/war/replacement/eliminate/all/Fang.lud",
    "board/war/replacement/eliminate/all/Four-Player Chaturanga (al-Biruni).lud",
    "board/war/replacement/eliminate/all/Issiren.lud",
    "board/war/replacement/eliminate/all/Ja-Jeon-Geo-Gonu.lud",
    "board/war/replacement/eliminate/all/Quad Wrangle.lud",
    "board/war/replacement/eliminate/all/Sig (El Oued Capture).lud",
    "board/war/replacement/eliminate/all/Sig (Western Sahara).lud",
    "board/war/replacement/eliminate/all/Sijat El Taba.lud",
    "board/war/replacement/eliminate/all/Siryu (War).lud",
    "board/war/replacement/eliminate/all/Surakarta.lud",
    "board/war/replacement/eliminate/all/Toono.lud",
    "board/war/replacement/eliminate/all/Zola.lud",
    "board/war/replacement/eliminate/target/Capture the Queen.lud",
    "board/war/replacement/eliminate/target/L'attaque.lud",
    "board/war/replacement/eliminate/target/Let's Catch the Lion.lud",
    "board/war/replacement/stalemate/Clobber.lud",
    "board/war/replacement/stalemate/Press Ups.lud",
    "experimental/Breakthrough Checkers.lud",
    "experimental/Breakthrough Chess.lud",
    "experimental/Greater Even Loss.lud",
    "experimental/Havabu.lud",
    "experimental/Greatest Loss.lud",
    "experimental/HopThrough.lud",
    "math/graph/Two-Colour.lud",
    "puzzle/deduction/Fill A Pix.lud",
    "puzzle/deduction/Hoshi.lud",
    "puzzle/deduction/Kakuro.lud",
    "puzzle/deduction/Killer Sudoku.lud",
    "puzzle/deduction/Latin Square.lud",
    "puzzle/deduction/Magic Square.lud",
    "puzzle/deduction/N Queens.lud",
    "puzzle/deduction/Samurai Sudoku.lud",
    "puzzle/deduction/Sudoku Mine.lud",
    "puzzle/deduction/Sudoku X.lud",
    "puzzle/deduction/Sudoku.lud",
    "puzzle/deduction/Sujiken.lud",
    "puzzle/planning/Chess Puzzle.lud",
    "puzzle/planning/Chuka.lud",
    "puzzle/planning/Insanity.lud",
    "puzzle/planning/Knight's Tour.lud",
    "puzzle/planning/Lam Turki.lud",
    "puzzle/planning/Mawryngkneng Solitaire Game.lud",
    "puzzle/planning/Nao Gutiya Baithaneka.lud",
    "puzzle/planning/Peg Solitaire.lud",
    "reconstruction/done/board/hunt/Comina.lud",
    "reconstruction/done/board/hunt/Cumi.lud",
    "reconstruction/done/board/hunt/Fortresse.lud",
    "reconstruction/done/board/hunt/Kuang.lud",
    "reconstruction/done/board/hunt/Lay Gwet Kyah.lud",
    "reconstruction/done/board/hunt/Puma.lud",
    "reconstruction/done/board/hunt/Raquithue.lud",
    "reconstruction/done/board/hunt/Solitario.lud",
    "reconstruction/done/board/sow/two_rows/Abanga.lud",
    "reconstruction/done/board/sow/two_rows/Mak Khom.lud",
    "reconstruction/done/board/sow/two_rows/Mandinka Game.lud",
    "reconstruction/done/board/space/line/Adzua (Children).lud",
    "reconstruction/done/board/space/line/Adzua.lud",
    "reconstruction/done/board/space/line/Al-Qirq.lud",
    "reconstruction/done/board/space/line/Ancient Merels.lud",
    "reconstruction/done/board/space/line/Ashanti Alignment Game.lud",
    "reconstruction/done/board/space/line/Atidada.lud",
    "reconstruction/done/board/space/line/Banyarwanda Mill Game.lud",
    "reconstruction/done/board/space/line/Cashlan Gherra.lud",
    "reconstruction/done/board/space/line/Davxar Zirge (Type 1).lud",
    "reconstruction/done/board/space/line/Davxar Zirge (Type 2).lud",
    "reconstruction/done/board/space/line/Dimraw.lud",
    "reconstruction/done/board/space/line/Diris.lud",
    "reconstruction/done/board/space/line/Dris et-Tessa.lud",
    "reconstruction/done/board/space/line/Duqurjin.lud",
    "reconstruction/done/board/space/line/Feldja.lud",
    "reconstruction/done/board/space/line/Hujura.lud",
    "reconstruction/done/board/space/line/Li'b al-Sidr.lud",
    "reconstruction/done/board/space/line/Lian Qi (Bohai).lud",
    "reconstruction/done/board/space/line/Paitariya.lud",
    "reconstruction/done/board/space/line/Qirq.lud",
    "reconstruction/done/board/space/line/Riga Game.lud",
    "reconstruction/done/board/space/line/Roman Merels.lud",
    "reconstruction/done/board/space/line/Roman Small Merels.lud",
    "reconstruction/done/board/space/line/Rongmei Naga Alignment Game.lud",
    "reconstruction/done/board/space/line/Rwandan Alignment Game.lud",
    "reconstruction/done/board/space/line/Trique.lud",
    "reconstruction/done/board/space/line/Yakamaido.lud",
    "reconstruction/done/board/war/custodial/Apit.lud",
    "reconstruction/done/board/war/leaping/diagonal/Atlanbagj.lud",
    "reconstruction/done/board/war/leaping/diagonal/Ferses.lud",
    "reconstruction/done/board/war/leaping/diagonal/Yup'ik Checkers.lud",
    "reconstruction/done/board/war/leaping/lines/Aiyawatstani.lud",
    "reconstruction/done/board/war/leaping/lines/Manipur Capturing Game.lud",
    "reconstruction/done/board/war/leaping/lines/Taptana.lud",
    "reconstruction/done/board/war/leaping/lines/Wan Fu Cave Game.lud",
    "reconstruction/done/board/war/other/Andarraya.lud",
    "reconstruction/done/board/war/other/Cheng Fang Cheng Long.lud",
    "reconstruction/done/board/war/other/Cumisitha.lud",
    "reconstruction/done/board/war/other/Four-Fang.lud",
    "reconstruction/done/board/war/other/Gwyddbwyll.lud",
    "reconstruction/done/board/war/other/Ludus Rebellionis (Asymmetric).lud",
    "reconstruction/done/board/war/other/Ludus Rebellionis 1.lud",
    "reconstruction/done/board/war/other/Ludus Rebellionis 2.lud",
    "reconstruction/done/board/war/other/Macheng.lud",
    "reconstruction/done/board/war/other/Rongmei Naga Capturing Game.lud",
    "reconstruction/done/board/war/other/Seven-Fang.lud",
    "reconstruction/done/board/war/other/Ufuba wa Hulana.lud",
    "reconstruction/done/board/war/replacement/checkmate/chaturanga/Chatrang (Sassanian).lud",
    "reconstruction/done/board/war/replacement/checkmate/chaturanga/Chess (Siberia).lud",
    "reconstruction/done/board/war/replacement/checkmate/chaturanga/Sfenj.lud",
    "reconstruction/done/board/war/replacement/checkmate/chaturanga/Shakhmaty (Medieval).lud",
    "reconstruction/done/board/war/replacement/checkmate/chaturanga/Shatranj al-Jawarhiya.lud",
    // Go and its relatives: `(no Repeat)`, `enclose`, `count Liberties`, `size Territory`, `score`.
    "board/space/territory/Go.lud",
    "board/space/territory/Weiqi.lud",
    "board/space/territory/HexGo.lud",
    "board/space/territory/One-Eyed Go.lud",
    "board/space/territory/Atari Go.lud",
    "reconstruction/done/board/war/leaping/lines/Lu Qi.lud",
    "reconstruction/done/board/space/territory/Yi.lud",
    "board/space/line/Dala.lud",
    "experimental/Freeze Frenzy.lud",
    "experimental/YavaGo.lud",
    "board/war/custodial/Poprad Game.lud",
    // Hop with `before:`/`after:` (the cannon, flying kings), `count Rows`, `sites Direction
    // stop:`, directions chosen by `(if ..)` in a step, `count Steps`.
    "board/war/replacement/checkmate/xiangqi/Xiangqi.lud",
    "board/war/replacement/checkmate/xiangqi/MiniXiangqi.lud",
    "board/war/replacement/checkmate/xiangqi/Janggi.lud",
    "board/war/leaping/diagonal/Main Dam.lud",
    "board/war/leaping/diagonal/Makvoer.lud",
    "board/war/leaping/diagonal/Maleys.lud",
    "reconstruction/done/board/war/leaping/diagonal/Sahkku (Lujavv'r).lud",
    "board/space/line/All Queens Chess.lud",
    "board/hunt/El Perro.lud",
    "board/war/replacement/checkmate/chaturanga/Main Chator (Batak).lud",
    "board/war/replacement/checkmate/chaturanga/Tepong.lud",
    "board/war/replacement/checkmate/chaturanga/Qatranj.lud",
    "board/war/replacement/checkmate/chess/Glinski Chess.lud",
    "board/war/replacement/checkmate/chess/McCooey Chess.lud",
    "board/war/replacement/checkmate/chess/Mini Hexchess.lud",
    "reconstruction/done/board/war/leaping/lines/Alquerque de Doze (Portugal).lud",
    "board/sow/four_rows/Misoro Tsoro (Additional Capture).lud",
    "board/sow/four_rows/Misoro Tsoro.lud",
    "board/sow/four_rows/Lobudok.lud",
    "board/sow/four_rows/Ikibuguzo (Opening 1).lud",
    "board/sow/four_rows/Nchuwa.lud",
    "board/sow/three_rows/Rab'e.lud",
    "board/sow/two_rows/Gabata (Ansaba).lud",
    "board/hunt/Bagh Batti.lud",
    "board/sow/four_rows/Lisolo.lud",
    "board/sow/four_rows/Mangola.lud",
    "board/sow/four_rows/Musoro Tsoro.lud",
    "board/sow/four_rows/Muvalavala (Quioco).lud",
    "board/sow/four_rows/Mwambulula.lud",
    "board/sow/four_rows/Ngolo.lud",
    "board/sow/four_rows/Nsolo.lud",
    "board/sow/four_rows/Pereauni.lud",
    "board/sow/four_rows/Spreta.lud",
    "board/sow/four_rows/Tshuba.lud",
    "board/sow/two_rows/Aw-li On-nam Ot-tjin.lud",
    "board/sow/two_rows/Baqura.lud",
    "board/sow/two_rows/Gabata (Oromo).lud",
    "board/sow/two_rows/Luuth.lud",
    "board/sow/two_rows/Mangala (Suez).lud",
    "board/sow/two_rows/Omangunta Peeta.lud",
    "reconstruction/done/board/race/escape/Nardshir.lud",
    "reconstruction/done/board/race/escape/Tavlej.lud",
    "reconstruction/done/board/hunt/Talyn Buga.lud",
    "reconstruction/done/board/war/leaping/diagonal/Damdaman.lud",
    "reconstruction/done/board/war/leaping/diagonal/Damat.lud",
    "board/war/leaping/diagonal/Brazilian Draughts.lud",
    "board/war/leaping/diagonal/Canadian Draughts.lud",
    "board/war/leaping/diagonal/Coc-Inbert.lud",
    "board/war/leaping/diagonal/Dama (Italy).lud",
    "board/war/leaping/diagonal/Diagonal Draughts.lud",
    "board/war/leaping/diagonal/Dum Blas.lud",
    "board/war/leaping/diagonal/Unnamed Dutch Draughts Game.lud",
    "board/war/leaping/orthogonal/HexDame.lud",
    "board/war/leaping/orthogonal/Jumping Beans.lud",
    "board/war/leaping/orthogonal/Omnidirectional Draughts.lud",
    "board/war/leaping/diagonal/American Pool Checkers.lud",
    "reconstruction/done/board/war/leaping/diagonal/Wakanpamungthae.lud",
    "reconstruction/done/board/war/other/Sahmatloudi.lud",
    // `(pips)` in the pieces' moves, read for the die `forEach Die` generates them for; a
    // rolling phase is never stalemated (Do.eval's own pass).
    "board/race/escape/Cab e Quinal.lud",
    "reconstruction/done/board/race/escape/Los Romanos Rencontrat.lud",
    "reconstruction/done/board/race/escape/Pasakakrida (Type 1).lud",
    "reconstruction/done/board/race/escape/Pasakakrida (Type 2).lud",
    "reconstruction/done/board/race/escape/Pasakakrida (Type 3).lud",
    "reconstruction/done/board/race/escape/Pasakakrida (Type 4).lud",
    "reconstruction/done/board/race/escape/Pasakakrida (Type 5).lud",
    "reconstruction/done/board/race/escape/Pasakakrida (Type 6).lud",
    // `(sites Track Mover ..)`: the player's track.
    "board/race/reach/Tourne-Case.lud",
    "board/war/replacement/eliminate/all/Tab.lud",
    // `(set State .. level:..)`, a stack's `move Select` at its top level, a moved top piece
    // without its state.
    "board/race/escape/Doblet.lud",
    "board/race/escape/Dubblets.lud",
    "board/race/escape/Kiz Tavlasi.lud",
    "board/race/escape/Yahoudieh.lud",
    // `(results ..)` summed and its minimum.
    "board/space/blocking/Jostle.lud",
    "board/hunt/Len Cua Kin Ngoa.lud",
    // More than two players: a player's result makes it leave, the others play on (turn order
    // skips it); `forEach NonMover` end rules for each player.
    "board/race/escape/Barjis.lud",
    "board/race/reach/Main Pacheh.lud",
    "board/race/reach/Tamman.lud",
    "board/space/line/Tic-Tac-Four.lud",
    "board/space/line/Yavalade.lud",
    "board/war/replacement/eliminate/all/Tablas Astronomias.lud",
    // `(is Active ..)`, `(count Active)`.
    "board/war/replacement/checkmate/chess/Four-Player Chess.lud",
    "board/war/replacement/checkmate/shogi/Yonin Shogi.lud",
];

/// Corpus games that lower to the Game IR and have recordings but do not replay them yet, each
/// with the reason. `supported_is_the_complete_list_of_replaying_games` keeps SUPPORTED and this
/// list exactly the corpus games that lower and have traces, so CI notices both a game that
/// stops replaying and one that starts.
const DIVERGING: &[(&str, &str)] = &[
    ("board/war/replacement/checkmate/chess/Korkserschach.lud", "jit: the Kernel IR lowering does not support a pass inside `do` yet; the interpreter replays every trace (it lowers since `(note ..)` is read)"),
    ("board/race/score/Pasa.lud", "the pass's `(add ..)` consequence places nothing since breadth19 reads `(add (to <region> ..))` as `move Add` (trace 0, step 7: Ludii adds Disc2 on 1); jit: `Add` as an effect is not lowered"),
    ("board/space/group/Abrobad.lud", "jit: the Kernel IR lowering does not support `Add` as an effect yet (the board filled once \"Conclude\" is proposed); the interpreter replays it"),
    ("experimental/Conflagration and Keep-a-riding.lud", "interp: extra moves 15-9, 28-27 and 47-54 (trace 0, step 0): in `(do (set Var \"OriginGroupSize\" .. (then (set Var \"From\" (from)))) next:..)` the interpreter's `(from)` is not the piece's site, so the `(sites Distance (step ..))` of the condition walks through the moving piece; the JIT replays it"),
    ("board/war/leaping/lines/Crand.lud", "`(difference Forwards Diagonal)` on the square with added edges: Ludii keeps the steps along the added edges 30-40 and 32-40, we take them away as diagonal (trace 0, step 0)"),
    ("board/war/replacement/checkmate/shogi/Tenjiku Shogi.lud", "missing steps 21-20 and 26-27 (trace 0, step 0); jit: `(difference Adjacent (directions {Backward}))` taking away relative directions is not lowered yet"),
    ("board/race/escape/Garanguet.lud", "with dice 4,3,4 we also offer 16-0, 19-22 and 4-9, Ludii only 19-23 and one more (trace 2, step 168)"),
    ("board/space/connection/Defector Y.lud", "Ludii's add onto the next player's pieces `(to (sites Occupied by:Next) (apply (remove (to))))` is missing (trace 0, step 7)"),
    ("experimental/Goldilocks Stones.lud", "jit: the Kernel IR lowering does not support `forEach Piece` as an effect (the interpreter replays it)"),
    ("board/hunt/Yeung Luk Sz' Kon Tseung Kwan.lud", "an extra hop 46-35 from the merged wedge (trace 1, step 267)"),
    ("board/space/line/Plotto.lud", "a boardless game with hands: we also offer moves from hand site 1261, Ludii only from 1262 (trace 0, step 0)"),
    ("board/space/line/Tavan Tal.lud", "an extra step 14-18 in the movement phase (trace 0, step 31)"),
    ("board/war/replacement/eliminate/all/Kiust Oyun.lud", "Ludii also has 25-31 and 36-29 with dice 0,1,0,1 (trace 0, step 15)"),
    ("board/sow/two_rows/Andada.lud", "the turn passes after P1's sowing 6-6 where Ludii gives P1 another (trace 0, step 7)"),
    ("board/war/replacement/checkmate/shogi/Chu Seireigi.lud", "jit: the Kernel IR lowering does not support `Step` as an effect yet (the stinging move's `(then (step ..))`)"),
    ("board/war/replacement/checkmate/shogi/Dai Seireigi.lud", "jit: the Kernel IR lowering does not support `Step` as an effect yet (the stinging move's `(then (step ..))`)"),
    ("board/hunt/Merimueng-rimueng-do.lud", "a missing move 0-3 of the tiger on site 0 of the wedge board with removed edges and vertices (trace 0, step 10)"),
    ("board/hunt/Neg Tugal Tuux.lud", "a missing move 3-2 of P1's cow at the start (trace 0, step 0)"),
    ("board/hunt/Uxrijn Ever.lud", "a missing move 15-17 (trace 0, step 144)"),
    ("board/sow/two_rows/Bay Khom.lud", "after 8-8: site 7 is 1:3:2 in Ludii, 1:3:1 here; site 9 is 1:3:1 in Ludii, 1:3:2 here (trace 1, step 38)"),
    ("board/race/escape/Pachih.lud", "Ludii also offers 26-24/0,0 to P2, whose piece on 26 we do not move (trace 0, step 76)"),
    ("board/war/replacement/eliminate/all/Los Palos.lud", "with dice 0,1,0,1,1 Ludii moves 20-16 along the track, we only pass (trace 0, step 0)"),
    ("board/space/connection/Abak.lud", "jit: a consequence of a `forEach Site` effect runs even when the loop yields no move; Ludii (and the interpreter) runs it once per move, so isolated stones are removed only after a crowded one was (trace 1, step 2)"),
    ("board/space/blocking/Bamboo.lud", "jit: the Kernel IR lowering does not support `size Group` outside end rules and move conditions yet (the interpreter replays it; it lowers since `(max (results ..))`)"),
    ("board/war/replacement/checkmate/chaturanga/Sarvatobhadra.lud", "P1, in check with no move, passes without rolling in Ludii (Do's pass carrying the roll fails its ifAfterwards, so Game adds a bare forced pass); our forced pass keeps the roll (trace 0, step 84)"),
    ("board/war/replacement/checkmate/chaturanga/Shatranj al-Mustatila.lud", "P1, in check with no move, passes without rolling in Ludii; our forced pass keeps the roll (trace 0, step 202); jit: the Kernel IR lowering does not support a pass inside `do`"),
    ("board/space/connection/Resolve.lud", "jit: after 61-60 (the `do (set Var \"LT\" ..) next:` move) the ball is added on 60 instead of 61 (trace 2, step 75); the interpreter replays it"),
    ("board/sow/two_rows/J'erin.lud", "jit: the Kernel IR lowering does not support `do .. next:` as an effect when its next moves may be none (the interpreter replays it)"),
];

/// `../shared/ludii` relative to the repository root, if present.
fn ludii_dir() -> Option<PathBuf> {
    // `LUDEMIC_LUDII_DIR` reads them elsewhere (a worktree beside the corpus's checkout).
    let dir = match std::env::var_os("LUDEMIC_LUDII_DIR") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/ludii"),
    };
    if dir.join("lud").is_dir() && dir.join("traces").is_dir() {
        Some(dir)
    } else {
        eprintln!(
            "skipping: Ludii's corpus and traces are not at {} (see README.md)",
            dir.display()
        );
        None
    }
}

/// Our model of the trace format reads every recorded file, and the files say what the
/// README says (chosen indices in range, legal keys sorted and distinct).
#[test]
fn every_trace_file_is_readable() {
    let Some(ludii) = ludii_dir() else { return };
    let files = files_ending_with(&ludii.join("traces"), ".json.gz");
    assert!(!files.is_empty());
    let mut steps = 0;
    for f in &files {
        let t = TraceFile::load(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert!(ludii.join("lud").join(&t.path).is_file(), "{}: no game {}", f.display(), t.path);
        for (i, trace) in t.traces.iter().enumerate() {
            for (s, step) in trace.steps.iter().enumerate() {
                let at = || format!("{} trace {i} step {s}", f.display());
                assert!(
                    step.legal.windows(2).all(|w| w[0] < w[1]),
                    "{}: legal keys not sorted and distinct",
                    at()
                );
                match &step.chosen {
                    Chosen::One(c) => {
                        assert!(*c < step.legal.len(), "{}: chosen out of range", at())
                    }
                    Chosen::Many(cs) => assert!(
                        t.simultaneous && cs.iter().all(|c| *c < step.legal.len()),
                        "{}",
                        at()
                    ),
                }
            }
            steps += trace.steps.len();
        }
    }
    eprintln!("{} trace files, {steps} steps", files.len());
}

/// The game compiled through the Kernel IR to machine code: baseline code for its first 64
/// applied moves, the optimised tier after them (`jit::Tier`), so that the replays check both.
fn jit_game(ludii: &Path, library: &DefineLibrary, rel: &str) -> Result<DynHandle, String> {
    let path = ludii.join("lud").join(rel);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let compiled = compile_ludii(rel, &text, library, &LudiiOptions::default())
        .map_err(|(_, f)| f.render(false))?;
    let kernel = ludemic_compiler::lower::lower(&compiled.game).map_err(|e| e.to_string())?;
    let opts = ludemic_compiler::back::jit::JitOptions {
        tier_up_after: Some(std::time::Duration::ZERO),
        ..Default::default()
    };
    let game =
        ludemic_compiler::back::jit::compile_with(&kernel, &opts).map_err(|e| e.to_string())?;
    Ok(DynHandle::new(game))
}

fn compile(ludii: &Path, library: &DefineLibrary, rel: &str) -> Result<DynHandle, String> {
    let path = ludii.join("lud").join(rel);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let compiled = compile_ludii(rel, &text, library, &LudiiOptions::default())
        .map_err(|(_, f)| f.render(false))?;
    Ok(interp::for_game(compiled.game))
}

/// Every supported game replays all its traces; failures are listed together, each with the
/// divergence a person can act on.
#[test]
fn supported_games_replay_ludii_traces() {
    let Some(ludii) = ludii_dir() else { return };
    let library = load_library(&ludii.join("def")).expect("Ludii's define library reads");
    let failures: Vec<String> = SUPPORTED
        .par_iter()
        .flat_map(|rel| {
            let mut failures = Vec::new();
            let trace_path = ludii.join("traces").join(rel).with_extension("json.gz");
            let traces = TraceFile::load(&trace_path)
                .unwrap_or_else(|e| panic!("{}: {e}", trace_path.display()));
            match compile(&ludii, &library, rel) {
                Err(e) => failures.push(format!("{rel}: does not compile:\n{e}")),
                Ok(game) => {
                    let report = replay(&game, &traces, rel);
                    eprintln!("{rel}: {} steps checked", report.steps_checked);
                    if !report.ok {
                        failures.push(report.to_string());
                    }
                    // The same recordings through the Kernel IR and the JIT.
                    match jit_game(&ludii, &library, rel) {
                        Ok(jit) => {
                            let report = replay(&jit, &traces, rel);
                            if !report.ok {
                                failures.push(format!("jit: {report}"));
                            }
                        }
                        Err(e) => failures.push(format!("{rel}: the JIT cannot run it: {e}")),
                    }
                }
            }
            failures
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} supported games fail:\n\n{}",
        failures.len(),
        SUPPORTED.len(),
        failures.join("\n")
    );
}

/// The regression gate's other half: every corpus game that lowers and has recordings is either
/// SUPPORTED (replayed above) or listed in DIVERGING, and every DIVERGING game still diverges —
/// a game that starts replaying must join SUPPORTED, so that its later breakage fails CI.
#[test]
fn supported_is_the_complete_list_of_replaying_games() {
    let mut listed: Vec<&str> =
        SUPPORTED.iter().copied().chain(DIVERGING.iter().map(|(g, _)| *g)).collect();
    listed.sort_unstable();
    let twice: Vec<&[&str]> = listed.windows(2).filter(|w| w[0] == w[1]).collect();
    assert!(twice.is_empty(), "listed twice in SUPPORTED or DIVERGING: {twice:?}");
    let Some(ludii) = ludii_dir() else { return };
    let library = load_library(&ludii.join("def")).expect("Ludii's define library reads");
    let files = files_ending_with(&ludii.join("lud"), ".lud");
    let problems: Vec<String> = files
        .par_iter()
        .filter_map(|path| {
            let rel = path.strip_prefix(ludii.join("lud")).unwrap().to_string_lossy().replace('\\', "/");
            let trace_path = ludii.join("traces").join(&rel).with_extension("json.gz");
            let supported = SUPPORTED.contains(&rel.as_str());
            let diverging = DIVERGING.iter().any(|(g, _)| *g == rel);
            if supported || !trace_path.is_file() {
                return None;
            }
            let lowers = compile(&ludii, &library, &rel);
            match (lowers, diverging) {
                (Err(_), false) => None,
                (Err(e), true) => Some(format!("{rel}: listed in DIVERGING but no longer lowers:\n{e}")),
                (Ok(_), false) => Some(format!(
                    "{rel}: lowers and has recordings but is in neither SUPPORTED nor DIVERGING: \
                     run `ludemic trace` on it and list it in one of them"
                )),
                (Ok(game), true) => {
                    // A game diverges when the interpreter does, or the JIT (which may also not
                    // run it at all): SUPPORTED needs both. The JIT goes first: it fails at once
                    // where it cannot run the game, and the interpreter can take minutes on big
                    // boards (Chu Seireigi) in a test build.
                    let traces = TraceFile::load(&trace_path).unwrap_or_else(|e| panic!("{}: {e}", trace_path.display()));
                    let jit_replays = jit_game(&ludii, &library, &rel).is_ok_and(|jit| replay(&jit, &traces, &rel).ok);
                    (jit_replays && replay(&game, &traces, &rel).ok)
                        .then(|| format!("{rel}: now replays every trace on the interpreter and the JIT: move it from DIVERGING to SUPPORTED"))
                }
            }
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Benchmark games of the corpus that are not among the bundled games of `games/` (which
/// tests/differential.rs walks): the JIT follows the interpreter along seeded random games too,
/// beyond the positions Ludii's few recordings reach (promotions, castling, the 99-move draw).
const WALKED: &[(&str, usize)] = &[
    ("board/war/replacement/checkmate/chess/Chess.lud", 4_000),
    // Dice: each move uses a die, doubles are played twice, hits send pieces to the bar.
    ("board/race/escape/Tawula.lud", 4_000),
    ("board/race/escape/Paumecary.lud", 4_000),
    // Captures round the loop tracks; 101 moves without one bring the proposal to end and vote.
    ("board/war/replacement/eliminate/all/Surakarta.lud", 8_000),
];

#[test]
fn the_jit_follows_the_interpreter_on_walked_corpus_games() {
    let Some(ludii) = ludii_dir() else { return };
    let library = load_library(&ludii.join("def")).expect("Ludii's define library reads");
    let failures: Vec<String> = WALKED
        .par_iter()
        .filter_map(|&(rel, steps)| {
            assert!(SUPPORTED.contains(&rel), "{rel}: walk only supported games");
            let interp = compile(&ludii, &library, rel).unwrap_or_else(|e| panic!("{rel}: {e}"));
            let jit = jit_game(&ludii, &library, rel).unwrap_or_else(|e| panic!("{rel}: {e}"));
            match ludemic_suite::random_walks(&interp, &jit, steps, 11) {
                Ok(games) => {
                    eprintln!("{rel}: jit agrees over {steps} moves ({games} games)");
                    None
                }
                Err(e) => Some(format!("{rel} (jit): {e}")),
            }
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Runtime's hand-written tic-tac-toe, writing its state as Ludii does: the oracle itself,
/// checked against Ludii's real recording (P1 places component 1, P2 component 2).
struct LudiiTicTacToe;

impl ludemic_runtime::Game for LudiiTicTacToe {
    type State = ludemic_runtime::testing::TttState;
    type Move = u8;
    fn name(&self) -> &str {
        "Tic-Tac-Toe"
    }
    fn num_players(&self) -> usize {
        2
    }
    fn initial_state(&self) -> Self::State {
        ludemic_runtime::testing::TicTacToe.initial_state()
    }
    fn mover(&self, s: &Self::State) -> usize {
        ludemic_runtime::testing::TicTacToe.mover(s)
    }
    fn legal_moves(&self, s: &Self::State, moves: &mut Vec<u8>) {
        ludemic_runtime::testing::TicTacToe.legal_moves(s, moves)
    }
    fn apply(&self, s: &mut Self::State, mv: u8) {
        ludemic_runtime::testing::TicTacToe.apply(s, mv)
    }
    fn status(&self, s: &Self::State) -> ludemic_runtime::Status {
        ludemic_runtime::testing::TicTacToe.status(s)
    }
    fn move_key(&self, s: &Self::State, mv: u8) -> ludemic_runtime::MoveKey {
        ludemic_runtime::testing::TicTacToe.move_key(s, mv)
    }
    fn state_string(&self, s: &Self::State) -> String {
        let mut parts: Vec<String> = (0..9)
            .filter_map(|i| {
                (0..2).find(|&p| s.boards[p] >> i & 1 == 1).map(|p| format!("{i}:{0}:{0}:1", p + 1))
            })
            .collect();
        // Ludii does not pass the turn on when a move ends the game: the mover stays the last player.
        let mover = if self.status(s).is_over() { 3 - s.mover } else { s.mover };
        parts.push(format!("|mover={mover}"));
        parts.join(" ")
    }
}

#[test]
fn a_hand_written_tic_tac_toe_replays_ludii_s_recording() {
    let Some(ludii) = ludii_dir() else { return };
    let path = ludii.join("traces/board/space/line/Tic-Tac-Toe.json.gz");
    let traces = TraceFile::load(&path).unwrap();
    let report = replay(&LudiiTicTacToe, &traces, "Tic-Tac-Toe");
    assert!(report.ok, "{report}");
    assert_eq!(report.traces_ok, traces.traces.len());
    assert_eq!(report.steps_checked, traces.total_steps());
}
