//! The trace file format of `shared/ludii/README.md`: games recorded from Ludii 1.3.13.
//!
//! Every documented field is modelled; fields Ludii's recorder adds later are tolerated (serde
//! ignores unknown fields) so old binaries keep reading new traces.

use std::io::Read;
use std::path::Path;

use serde::{Deserialize, Serialize};

/// One recorded game file: metadata about the game and (usually three) traces.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct TraceFile {
    pub game: String,
    /// Path of the `.lud` relative to Ludii's `lud/` folder.
    pub path: String,
    /// Ludii version that recorded it ("1.3.13").
    pub ludii: String,
    /// `ok`, `timeout` or `error`.
    pub status: String,
    pub players: usize,
    pub stochastic: bool,
    pub hidden_info: bool,
    pub simultaneous: bool,
    pub stacking: bool,
    pub mode: String,
    #[serde(rename = "match")]
    pub is_match: bool,
    pub deduction_puzzle: bool,
    pub uses_score: bool,
    pub graph_flags: Option<serde_json::Value>,
    pub phases: usize,
    pub custom_playouts: bool,
    pub containers: Vec<Container>,
    /// `[what, name, owner]` triples; the `what` of a state entry indexes this list.
    pub components: Vec<(i64, String, i64)>,
    pub board: Option<BoardInfo>,
    /// Ludii's raw move counts at depths 1, 2, 3 (omitted where too large).
    pub perft: Vec<u64>,
    /// The same, counting distinct move keys per node.
    pub perft_distinct_keys: Vec<u64>,
    pub perft_note: Option<String>,
    pub key_stats: Option<serde_json::Value>,
    pub notes: Vec<String>,
    pub wall_s: Option<f64>,
    pub load_s: Option<f64>,
    pub traces: Vec<Trace>,
}

/// One container (board, hand, dice, deck...) with its place in the global site numbering.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct Container {
    pub index: usize,
    pub name: String,
    pub sites: usize,
    pub site_type: String,
    pub first_site: usize,
    /// `board`, `hand`, `dice`, `deck` or `other`.
    pub kind: String,
    pub owner: i64,
}

/// The board's geometry as Ludii numbers it: one entry per site of the default site type.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct BoardInfo {
    pub sites: usize,
    pub site_type: String,
    pub cells: usize,
    pub vertices: usize,
    pub edges: usize,
    pub coords: Vec<String>,
    pub rc: Vec<Vec<i64>>,
    pub xy: Vec<Vec<f64>>,
}

/// One random game played by Ludii.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct Trace {
    pub seed: i64,
    /// The state before the first move.
    pub initial: String,
    pub steps: Vec<Step>,
    pub end: End,
    pub length: usize,
}

/// One move of a trace and what surrounded it.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct Step {
    /// Player to move before the move.
    pub mover: usize,
    /// Sorted, de-duplicated keys of all legal moves.
    pub legal: Vec<String>,
    /// Size of Ludii's raw legal list (several raw moves may share a key).
    pub n_legal: usize,
    /// Index into `legal` of the move played; an array in simultaneous-move games.
    pub chosen: Chosen,
    /// The full Ludii move with all its actions (dice rolls included).
    pub chosen_full: String,
    /// Present when several raw moves share a key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dup_keys: Option<i64>,
    /// Present when raw moves sharing a key really differ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amb_keys: Option<Vec<String>>,
    /// The state after the move.
    pub state: String,
}

impl Step {
    /// The faces Ludii rolled while generating this step's moves, by die site: the
    /// `[SetStateAndUpdateDice:site=S,state=F]` actions of `chosen_full` (`ActionUpdateDice`;
    /// the state is the face index) that `Roll` put before its `[SetDiceAllEqual:..]`. Empty
    /// when the step rolled nothing (a move of `(forEach Die replayDouble:True ..)` may show a
    /// double again with the same actions, but no `SetDiceAllEqual`: no roll).
    pub fn recorded_roll(&self) -> Vec<u32> {
        let mut rolls: Vec<(u32, u32)> = Vec::new();
        let Some((rolled, _)) = self.chosen_full.split_once("[SetDiceAllEqual:") else {
            return Vec::new();
        };
        for action in rolled.split("[SetStateAndUpdateDice:").skip(1) {
            let action = action.split(']').next().unwrap_or_default();
            let field = |name: &str| {
                action
                    .split(',')
                    .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('=')?.parse::<u32>().ok())
            };
            if let (Some(site), Some(face)) = (field("site"), field("state")) {
                rolls.push((site, face));
            }
        }
        rolls.sort_by_key(|&(site, _)| site);
        rolls.into_iter().map(|(_, face)| face).collect()
    }
}

/// `chosen`: one index, or one per player in simultaneous-move games.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Chosen {
    One(usize),
    Many(Vec<usize>),
}

impl Default for Chosen {
    fn default() -> Chosen {
        Chosen::One(0)
    }
}

/// How a trace ended.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(default)]
pub struct End {
    pub over: bool,
    /// Cut at the trace length limit (or a time budget) before the game ended.
    pub truncated: bool,
    /// Rank of players 1..n (1 = best; tied players share the average of their places, so a
    /// two-player draw is `[1.5, 1.5]`; 0 = no rank, e.g. a lost one-player puzzle).
    pub ranking: Vec<f64>,
    /// `"winner k"`, `"draw/nobody"` or null.
    pub status: Option<String>,
    pub end_type: Option<String>,
    pub num_moves_ludii: Option<u64>,
    pub timeout: Option<bool>,
}

/// Why a trace file could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    Io(std::io::Error),
    Json(serde_json::Error),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Io(e) => write!(f, "{e}"),
            LoadError::Json(e) => write!(f, "not a Ludii trace file: {e}"),
        }
    }
}

impl std::error::Error for LoadError {}

impl TraceFile {
    /// Parses a trace file's JSON text.
    pub fn from_json(text: &str) -> Result<TraceFile, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// Parses trace file bytes: gzip-compressed (detected by its magic number) or plain JSON.
    pub fn from_bytes(bytes: &[u8]) -> Result<TraceFile, LoadError> {
        if bytes.starts_with(&[0x1f, 0x8b]) {
            let mut text = String::new();
            flate2::read::MultiGzDecoder::new(bytes)
                .read_to_string(&mut text)
                .map_err(LoadError::Io)?;
            TraceFile::from_json(&text).map_err(LoadError::Json)
        } else {
            serde_json::from_slice(bytes).map_err(LoadError::Json)
        }
    }

    /// Reads a `.json.gz` (or `.json`) trace file.
    pub fn load(path: &Path) -> Result<TraceFile, LoadError> {
        let bytes = std::fs::read(path).map_err(LoadError::Io)?;
        TraceFile::from_bytes(&bytes)
    }

    /// Total number of recorded moves over all traces.
    pub fn total_steps(&self) -> usize {
        self.traces.iter().map(|t| t.steps.len()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_documented_field_and_tolerates_unknown_ones() {
        let text = r#"{
          "game": "Tic-Tac-Toe", "path": "board/space/line/Tic-Tac-Toe.lud", "ludii": "1.3.13",
          "status": "ok", "players": 2, "stochastic": false, "hidden_info": false,
          "simultaneous": false, "stacking": false, "mode": "Alternating", "match": false,
          "uses_score": false, "phases": 1, "custom_playouts": true, "brand_new_field": [1, 2],
          "containers": [{"index": 0, "name": "Board", "sites": 9, "site_type": "Cell",
                          "first_site": 0, "kind": "board", "owner": 0}],
          "components": [[1, "Disc1", 1], [2, "Cross2", 2]],
          "board": {"sites": 9, "site_type": "Cell", "cells": 9, "vertices": 16, "edges": 24,
                    "coords": ["A1"], "rc": [[0, 0]], "xy": [[0.5, 0.5]]},
          "perft": [9, 72, 504], "perft_distinct_keys": [9, 72, 504],
          "traces": [{"seed": 1, "initial": "|mover=1", "length": 1,
            "steps": [{"mover": 1, "legal": ["0-0", "1-1"], "n_legal": 2, "chosen": 1,
                       "chosen_full": "[Move:...]", "state": "1:1:1:1 |mover=2", "amb_keys": ["1-1"]},
                      {"mover": 2, "legal": ["p1|0-0"], "n_legal": 1, "chosen": [0, 0],
                       "chosen_full": "", "state": ""}],
            "end": {"over": true, "truncated": false, "ranking": [1.5, 1.5],
                    "status": "draw/nobody", "end_type": "NaturalEnd", "num_moves_ludii": 9}}]
        }"#;
        let f = TraceFile::from_json(text).unwrap();
        assert_eq!(f.traces[0].steps[0].recorded_roll(), Vec::<u32>::new());
        let rolled = Step {
            chosen_full: "[Move:mover=1,actions=[SetStateAndUpdateDice:site=29,state=3],[SetStateAndUpdateDice:site=28,state=0],[SetDiceAllEqual:value=false],[Pass:decision=true]]".into(),
            ..Step::default()
        };
        assert_eq!(rolled.recorded_roll(), vec![0, 3], "faces by die site");
        // A double shown again by `(forEach Die replayDouble:True ..)` is no roll.
        let replayed = Step {
            chosen_full: "[Move:mover=1,from=5,to=8,actions=[Move:typeFrom=Vertex,from=5,typeTo=Vertex,to=8,decision=true],[UseDie:indexHandDice=0,indexDie=1,site=29],[SetStateAndUpdateDice:site=28,state=2],[SetStateAndUpdateDice:site=29,state=2]]".into(),
            ..Step::default()
        };
        assert_eq!(replayed.recorded_roll(), Vec::<u32>::new());
        assert_eq!(f.players, 2);
        assert!(!f.is_match);
        assert_eq!(f.components[1].1, "Cross2");
        assert_eq!(f.board.as_ref().unwrap().vertices, 16);
        let t = &f.traces[0];
        assert_eq!(t.steps[0].chosen, Chosen::One(1));
        assert_eq!(t.steps[1].chosen, Chosen::Many(vec![0, 0]));
        assert_eq!(t.steps[0].amb_keys.as_deref(), Some(&["1-1".to_string()][..]));
        assert_eq!(t.end.ranking, vec![1.5, 1.5]);
        assert_eq!(f.total_steps(), 2);
    }

    #[test]
    fn reads_gzip_and_plain_json() {
        use std::io::Write;
        let json = br#"{"game": "G", "traces": []}"#;
        let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        enc.write_all(json).unwrap();
        let gz = enc.finish().unwrap();
        assert_eq!(TraceFile::from_bytes(&gz).unwrap().game, "G");
        assert_eq!(TraceFile::from_bytes(json).unwrap().game, "G");
        assert!(matches!(TraceFile::from_bytes(b"nope"), Err(LoadError::Json(_))));
    }
}
