//! Each generated game plays exactly like the kernel evaluator runs its kernel: same legal
//! moves, move keys, states (Ludii's state strings), movers and results along seeded random
//! playouts.

use std::path::Path;
use std::sync::Arc;

use ludemic_compiler::driver::{compile_cards, compile_json, compile_ludii, LudiiOptions};
use ludemic_compiler::front::ludii::expand::DefineLibrary;
use ludemic_compiler::kernel_ir::eval::KernelEval;
use ludemic_runtime::{DynHandle, Game, RawMove, Rng};

struct Check {
    stem: &'static str,
    playouts: u64,
}

impl ludemic_generated::Visit for Check {
    type Output = u64;

    fn visit<G: Game<Move = RawMove> + Sync + Send + 'static>(self, native: G) -> u64 {
        // `x` is games/x.lud, `x.json` the JSON spec games/x.json, `x.cards` the card game.
        let json = self.stem.ends_with(".json");
        let cards = self.stem.ends_with(".cards");
        let file = if json || cards { self.stem.to_string() } else { format!("{}.lud", self.stem) };
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../games").join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        let compiled = if json {
            compile_json(self.stem, &text, None)
        } else if cards {
            compile_cards(self.stem, &text)
        } else {
            compile_ludii(self.stem, &text, &DefineLibrary::default(), &LudiiOptions::default())
        }
        .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)));
        let kernel = ludemic_compiler::lower::lower(&compiled.game).unwrap();
        let eval = DynHandle::new(KernelEval::new(Arc::new(kernel)));
        assert_eq!(native.name(), eval.name());
        let mut steps = 0;
        for seed in 0..self.playouts {
            let mut rng = Rng::seed_from(seed);
            let (mut a, mut b) = (native.initial_state(), eval.initial_state());
            let (mut ma, mut mb) = (Vec::new(), Vec::new());
            for step in 0..400 {
                let at = format!("{} seed {seed} step {step}", self.stem);
                assert_eq!(native.state_string(&a), eval.state_string(&b), "{at}");
                assert_eq!(native.mover(&a), eval.mover(&b), "{at}");
                assert_eq!(native.status(&a), eval.status(&b), "{at}");
                native.legal_moves(&a, &mut ma);
                eval.legal_moves(&b, &mut mb);
                assert_eq!(ma, mb, "{at}");
                if ma.is_empty() {
                    break;
                }
                let mv = ma[rng.below(ma.len())];
                assert_eq!(native.move_key(&a, mv), eval.move_key(&b, mv), "{at}");
                native.apply(&mut a, mv);
                eval.apply(&mut b, mv);
                steps += 1;
            }
        }
        steps
    }
}

#[test]
fn every_generated_game_matches_the_evaluator() {
    for &stem in ludemic_generated::GAMES {
        let steps = ludemic_generated::visit(stem, Check { stem, playouts: 20 }).unwrap();
        assert!(steps > 6, "{stem}: playouts went nowhere");
    }
}
