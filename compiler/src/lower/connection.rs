//! `is Connected`: does the group of the last piece placed touch every region part its owner
//! must join?
//!
//! Two lowerings. In general, a flood fill from the last `to` over the owner's pieces (scratch
//! marks and a stack). In games that only ever place pieces on empty sites (nothing moves,
//! nothing is removed, the board starts empty, Hex and its kin), the groups only ever grow, so
//! the state keeps them as a union-find: a parent per site and, per group root, the region
//! parts the group touches. `apply` joins the placed piece to its neighbours' groups (a few
//! steps instead of a walk over the whole group) and the test reads the root's parts.

use crate::game_ir::board::DirSet;
use crate::game_ir::{Connects, Game, Moves, RegionExpr};
use crate::kernel_ir::*;

use super::builder::*;
use super::{keeps_occupancy, unsupported, Lowering, R};

/// The union-find groups kept in the state: `group_parent[site]` (a root is its own parent)
/// and `group_parts[root]`, the region-part bits (see [`Lowering::region_parts`]) of the
/// group's owner that the group touches. Only sites holding a piece of a player are in groups.
#[derive(Clone, Copy, Debug)]
pub struct Groups {
    /// The adjacency of the groups: the one direction set every `is Connected` uses.
    pub dirs: DirSet,
    pub parent: FieldId,
    pub parts: FieldId,
}

impl Groups {
    /// The direction set of the groups, when every `is Connected` of `g` uses that one set and
    /// the groups only grow: no stacks, an empty board at the start, and every move of every
    /// phase adds one piece to an empty site (consequences leave the board as it is).
    pub fn dirs(g: &Game) -> Option<DirSet> {
        // Fixed regions are counted by the flood fill (Havannah, Y), the groups keep owned ones.
        let fixed = format!("{:?}", g.end).contains("joins: Fixed");
        if fixed
            || g.stacking
            || !g.start.is_empty()
            || !g.phases.iter().all(|p| places_on_empty(&p.play))
        {
            return None;
        }
        let [dirs] = connection_dir_sets(g)[..] else { return None };
        let most_parts =
            (0..=g.num_players() + 1).map(|p| player_parts(g, p).len()).max().unwrap_or(0);
        (most_parts <= 62).then_some(dirs)
    }

    /// The groups' fields.
    pub fn new(g: &Game, dirs: DirSet, layout: &mut StateLayout) -> Groups {
        let sites = g.board.num_sites();
        let most_parts =
            (0..=g.num_players() + 1).map(|p| player_parts(g, p).len()).max().unwrap_or(0);
        Groups {
            dirs,
            parent: layout.add("group_parent", Elem::fitting(-1, sites as i64), sites),
            parts: layout.add("group_parts", Elem::fitting(0, (1i64 << most_parts) - 1), sites),
        }
    }
}

/// Whether every move of `play` adds a piece to an empty site and changes nothing else on the
/// board.
fn places_on_empty(play: &Moves) -> bool {
    match play {
        Moves::Then { moves, then } => keeps_occupancy(then) && places_on_empty(moves),
        Moves::Add { to: RegionExpr::Empty, target, stack: false, .. } => target.effect.is_none(),
        _ => false,
    }
}

/// The direction sets the game's `is Connected` tests use, without repeats.
fn connection_dir_sets(g: &Game) -> Vec<DirSet> {
    let text = format!("{:?} {:?}", g.end, g.phases);
    let mut sets = Vec::new();
    for test in text.split("IsConnected {").skip(1) {
        let fields = &test[..test.find('}').unwrap_or(test.len())];
        for set in [
            DirSet::Orthogonal,
            DirSet::Diagonal,
            DirSet::Adjacent,
            DirSet::OffDiagonal,
            DirSet::All,
        ] {
            if fields.contains(&format!("dirs: {set:?} ")) && !sets.contains(&set) {
                sets.push(set);
            }
        }
    }
    sets
}

/// The region parts player `p` owns, in declaration order.
fn player_parts(g: &Game, p: usize) -> Vec<&Vec<usize>> {
    g.regions.iter().filter(|r| r.owner as usize == p).flat_map(|r| r.parts.iter()).collect()
}

/// The locals of a connection flood fill.
#[derive(Clone, Copy)]
struct GroupLocals {
    from: Local,
    owner: Local,
    stamp: Local,
    top: Local,
    s: Local,
    j: Local,
    t: Local,
    touched: Local,
    all: Local,
}

impl GroupLocals {
    fn new(fb: &mut FnBuilder) -> GroupLocals {
        let [from, owner, stamp, top, s, j, t, touched, all] =
            ["from", "owner", "stamp", "top", "s", "j", "t", "touched", "all"].map(|x| fb.local(x));
        GroupLocals { from, owner, stamp, top, s, j, t, touched, all }
    }
}

impl<'g> Lowering<'g> {
    /// `is Connected who`: 1 if the last piece placed belongs to `who` and its group touches
    /// every region part `who` owns.
    pub(super) fn connected_fn(&mut self, dirs: DirSet) -> R<FuncId> {
        match self.f.groups {
            Some(groups) if groups.dirs == dirs => self.connected_by_groups_fn(groups),
            _ => self.connected_by_flood_fn(dirs),
        }
    }

    /// The region parts of each player as two tables: `region_parts[p * sites + site]`, a bit
    /// per part of `p` holding the site, and `region_parts_all[p]`, every part's bit.
    fn region_parts(&mut self) -> R<(TableId, TableId)> {
        let g = self.g;
        let b = g.board.num_sites();
        let n = g.num_players();
        let mut part_bits = vec![0i64; (n + 2) * b];
        let mut full = vec![0i64; n + 2];
        for p in 0..=n + 1 {
            let parts = player_parts(g, p);
            if parts.len() > 62 {
                return unsupported("a player owning more than 62 region parts");
            }
            for (k, part) in parts.iter().enumerate() {
                full[p] |= 1 << k;
                for &site in part.iter() {
                    if site < b {
                        part_bits[p * b + site] |= 1 << k;
                    }
                }
            }
        }
        Ok((self.tables.add("region_parts", part_bits), self.tables.add("region_parts_all", full)))
    }

    /// The checks both lowerings start with: the last `to` is a board site holding a piece of
    /// `player`, who owns some region part. Sets `from`, `owner` and `all`.
    fn connected_prelude(
        &self,
        player: &Expr,
        from: Local,
        owner: Local,
        all: Local,
        full: TableId,
    ) -> Vec<Stmt> {
        let b = self.g.board.num_sites() as i64;
        let n = self.g.num_players() as i64;
        vec![
            set(from, Expr::scalar(self.f.last_to)),
            when(l(from).lt(int(0)).or(l(from).ge(int(b))), vec![Stmt::Return(Some(int(0)))]),
            set(owner, Expr::load(self.f.who, l(from))),
            when(
                l(owner)
                    .eq(int(0))
                    .or(l(owner).ne(player.clone()))
                    .or(player.clone().lt(int(0)))
                    .or(player.clone().gt(int(n + 1))),
                vec![Stmt::Return(Some(int(0)))],
            ),
            set(all, Expr::table(full, player.clone())),
            when(l(all).eq(int(0)), vec![Stmt::Return(Some(int(0)))]),
        ]
    }

    /// Flood fill from the last `to` over the owner's pieces until every region part the
    /// player owns is touched.
    fn connected_by_flood_fn(&mut self, dirs: DirSet) -> R<FuncId> {
        self.memo(dirs as usize, "connected", |lw, id| {
            let mut fb =
                FnBuilder::new(format!("connected_{}", id.0), FuncKind::Mutate, &["player"]);
            let p = l(fb.param(0));
            let locals = GroupLocals::new(&mut fb);
            let b = lw.g.board.num_sites();
            let (part_table, full_table) = lw.region_parts()?;
            let bits = Expr::table(part_table, p.clone().mul(int(b as i64)).add(l(locals.s)));
            let mut body =
                lw.connected_prelude(&p, locals.from, locals.owner, locals.all, full_table);
            body.extend(lw.group_flood(dirs, &locals, bits, l(locals.touched).eq(l(locals.all))));
            Ok(fb.finish(body))
        })
    }

    /// `is Connected` to `number` fixed site sets (`joins`): a flood fill from the last `to`
    /// over its owner's pieces, whoever that is, counting the sets its group touches.
    pub(super) fn connected_fixed_fn(
        &mut self,
        joins: &'g Connects,
        sets: &[Vec<usize>],
        number: usize,
        dirs: DirSet,
    ) -> R<FuncId> {
        if sets.len() > 62 {
            return unsupported("`is Connected` to more than 62 regions");
        }
        self.memo(joins as *const _ as usize, "connected_fixed", |lw, id| {
            let f = lw.f.clone();
            let b = lw.g.board.num_sites();
            let mut bits = vec![0i64; b];
            for (k, set) in sets.iter().enumerate() {
                for &site in set.iter().filter(|&&s| s < b) {
                    bits[site] |= 1 << k;
                }
            }
            let table = lw.tables.add(&format!("connect_sets_{}", id.0), bits);
            let mut fb = FnBuilder::new(format!("connected_{}", id.0), FuncKind::Mutate, &[]);
            let locals = GroupLocals::new(&mut fb);
            let (from, owner) = (locals.from, locals.owner);
            let mut body = vec![
                set(from, Expr::scalar(f.last_to)),
                when(
                    l(from).lt(int(0)).or(l(from).ge(int(b as i64))),
                    vec![Stmt::Return(Some(int(0)))],
                ),
                set(owner, Expr::load(f.who, l(from))),
                when(l(owner).eq(int(0)), vec![Stmt::Return(Some(int(0)))]),
            ];
            let reached =
                Expr::Un(UnOp::PopCount, Box::new(l(locals.touched))).ge(int(number as i64));
            body.extend(lw.group_flood(dirs, &locals, Expr::table(table, l(locals.s)), reached));
            Ok(fb.finish(body))
        })
    }

    /// The flood fill of both `is Connected` tests, once `from` and `owner` are set: over the
    /// owner's pieces from `from`, or-ing each site's `bits` (which read `s`) into `touched`
    /// and returning 1 as soon as `reached` (which reads `touched`) holds, else 0.
    fn group_flood(
        &mut self,
        dirs: DirSet,
        v: &GroupLocals,
        bits: Expr,
        reached: Expr,
    ) -> Vec<Stmt> {
        let GroupLocals { from, owner, stamp, top, s, j, t, touched, .. } = *v;
        let step = self.flood_neighbours(
            dirs,
            [s, j, t, stamp, top],
            Expr::load(self.f.who, l(t)).eq(l(owner)),
        );
        let f = &self.f;
        vec![
            // A fresh mark value, so marks never need clearing.
            set(stamp, Expr::scalar(f.stamp).add(int(1))),
            store0(f.stamp, l(stamp)),
            store(f.mark, l(from), l(stamp)),
            store(f.stack, 0, l(from)),
            set(top, int(1)),
            set(touched, int(0)),
            Stmt::While {
                cond: l(top).gt(int(0)),
                body: vec![
                    set(top, l(top).sub(int(1))),
                    set(s, Expr::load(f.stack, l(top))),
                    set(touched, Expr::bin(BinOp::BitOr, l(touched), bits)),
                    when(reached, vec![Stmt::Return(Some(int(1)))]),
                    step,
                ],
            },
            Stmt::Return(Some(int(0))),
        ]
    }

    /// One step of a flood fill from site `s`: each neighbour `t` along `dirs` not marked with
    /// `stamp` where `accept` holds (it may read `t`) is marked and pushed on the scratch stack
    /// (`top` its height). `j` is the loop's own local.
    pub(super) fn flood_neighbours(
        &mut self,
        dirs: DirSet,
        [s, j, t, stamp, top]: [Local; 5],
        accept: Expr,
    ) -> Stmt {
        let nb = self.geo.neighbour_table(&mut self.tables, dirs);
        let f = &self.f;
        let geo = &self.geo;
        let k = geo.dir_set(dirs).1;
        let mut body = geo.neighbour_step(dirs, nb, [s, j, t]);
        body.push(when(
            Expr::load(f.mark, l(t)).ne(l(stamp)).and(accept),
            vec![
                store(f.mark, l(t), l(stamp)),
                store(f.stack, l(top), l(t)),
                set(top, l(top).add(int(1))),
            ],
        ));
        range(j, 0, k as i64, body)
    }

    /// The test on the groups: the root of the last piece's group has every part.
    fn connected_by_groups_fn(&mut self, groups: Groups) -> R<FuncId> {
        let find = self.group_root_fn(groups)?;
        self.memo(0, "connected_groups", |lw, _| {
            let mut fb = FnBuilder::new("connected_groups", FuncKind::Mutate, &["player"]);
            let p = l(fb.param(0));
            let [from, owner, all] = ["from", "owner", "all"].map(|x| fb.local(x));
            let (_, full_table) = lw.region_parts()?;
            let mut body = lw.connected_prelude(&p, from, owner, all, full_table);
            let root = Expr::Call { func: find, args: vec![l(from)] };
            body.push(Stmt::Return(Some(Expr::load(groups.parts, root).eq(l(all)))));
            Ok(fb.finish(body))
        })
    }

    /// `group_root(site)`: the root of a site's group, halving the path on the way (each
    /// site visited then points to its grandparent), so paths stay short.
    fn group_root_fn(&mut self, groups: Groups) -> R<FuncId> {
        self.memo(0, "group_root", |_, _| {
            let mut fb = FnBuilder::new("group_root", FuncKind::Mutate, &["site"]);
            let site = fb.param(0);
            let r = fb.local("r");
            let parent = |e: Expr| Expr::load(groups.parent, e);
            Ok(fb.finish(vec![
                set(r, l(site)),
                Stmt::While {
                    cond: parent(l(r)).ne(l(r)),
                    body: vec![
                        store(groups.parent, l(r), parent(parent(l(r)))),
                        set(r, parent(l(r))),
                    ],
                },
                Stmt::Return(Some(l(r))),
            ]))
        })
    }

    /// The statements that join a piece just placed on `site` to the groups of its owner's
    /// neighbouring pieces: the site becomes their root and gathers their parts.
    pub(super) fn join_groups(&mut self, site: Expr) -> R<Vec<Stmt>> {
        let Some(groups) = self.f.groups else { return Ok(Vec::new()) };
        let find = self.group_root_fn(groups)?;
        let (part_table, _) = self.region_parts()?;
        let g = self.g;
        let b = g.board.num_sites();
        let neighbours: Vec<Vec<i64>> = (0..b)
            .map(|s| {
                g.board
                    .dirs_in(s, groups.dirs)
                    .iter()
                    .filter_map(|&d| g.board.ray(s, d).first().map(|&t| t as i64))
                    .collect()
            })
            .collect();
        let (flat, k) = padded(&neighbours);
        let table = self.tables.add(&format!("neighbours_{:?}", groups.dirs).to_lowercase(), flat);
        let func = self.memo(0, "join_groups", |lw, _| {
            let f = lw.f.clone();
            let mut fb = FnBuilder::new("join_groups", FuncKind::Mutate, &["site"]);
            let s = l(fb.param(0));
            let [owner, j, t, r] = ["owner", "j", "t", "r"].map(|x| fb.local(x));
            Ok(fb.finish(vec![
                set(owner, Expr::load(f.who, s.clone())),
                when(l(owner).eq(int(0)), vec![Stmt::Return(Some(int(0)))]),
                store(groups.parent, s.clone(), s.clone()),
                store(
                    groups.parts,
                    s.clone(),
                    Expr::table(part_table, l(owner).mul(int(b as i64)).add(s.clone())),
                ),
                range(
                    j,
                    0,
                    k as i64,
                    vec![
                        set(t, Expr::table(table, s.clone().mul(int(k as i64)).add(l(j)))),
                        when(l(t).lt(int(0)), vec![Stmt::Break]),
                        when(
                            Expr::load(f.who, l(t)).eq(l(owner)),
                            vec![
                                set(r, Expr::Call { func: find, args: vec![l(t)] }),
                                when(
                                    l(r).ne(s.clone()),
                                    vec![
                                        store(groups.parent, l(r), s.clone()),
                                        store(
                                            groups.parts,
                                            s.clone(),
                                            Expr::bin(
                                                BinOp::BitOr,
                                                Expr::load(groups.parts, s.clone()),
                                                Expr::load(groups.parts, l(r)),
                                            ),
                                        ),
                                    ],
                                ),
                            ],
                        ),
                    ],
                ),
                Stmt::Return(Some(int(0))),
            ]))
        })?;
        Ok(vec![Stmt::Call { func, args: vec![site] }])
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::walks::agree;

    /// Hex in small with the swap rule: groups joined move by move decide as the flood does.
    #[test]
    fn groups_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "SmallHex" (players 2)
                 (equipment { (board (hex Diamond 5)) (piece "Marker" Each)
                   (regions P1 { (sites Side NE) (sites Side SW) }) (regions P2 { (sites Side NW) (sites Side SE) }) })
                 (rules (meta (swap)) (play (move Add (to (sites Empty))))
                   (end (if (is Connected Mover) (result Mover Win)))))"#,
            300,
            "join_groups",
        );
        assert!(steps > 3000 && won == 300, "steps {steps}, won {won}");
    }

    /// `(count Groups ..)`: a flood fill per group, with a direction set, a condition reading
    /// `(to)` and a minimum size, as the interpreter counts.
    #[test]
    fn counted_groups_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "Clusters" (players 2)
                 (equipment { (board (square 5)) (piece "Disc" Each) })
                 (rules (play (or (move Add (to (sites Empty))) (move Remove (sites Occupied by:Enemy))))
                   (end { (if (= 2 (count Groups Orthogonal if:(= (who at:(to)) Mover) min:3)) (result Mover Win))
                          (if (> (count Groups) 7) (result Next Win)) })))"#,
            200,
            "count_groups",
        );
        assert!(steps > 2000 && won > 100, "steps {steps}, won {won}");
    }

    /// A placement game keeps its connections in the union-find, and its group count still
    /// needs the flood-fill scratch space (evolved games combine the two).
    #[test]
    fn counted_groups_beside_the_union_find() {
        let text = r#"(game "Bridges" (players 2)
                 (equipment { (board (hex Diamond 4)) (piece "Marker" Each)
                   (regions P1 { (sites Side NE) (sites Side SW) }) (regions P2 { (sites Side NW) (sites Side SE) }) })
                 (rules (play (move Add (to (sites Empty))))
                   (end { (if (is Connected Mover) (result Mover Win))
                          (if (> (count Groups if:(= (who at:(to)) Mover)) 4) (result Next Win)) })))"#;
        let (steps, won) = agree(text, 100, "count_groups");
        let game =
            crate::driver::compile_ludii("b.lud", text, &Default::default(), &Default::default())
                .unwrap_or_else(|(_, f)| panic!("{}", f.render(false)))
                .game;
        assert!(
            crate::lower::lower(&game).unwrap().to_string().contains("group_parent"),
            "the connections are not kept in the union-find"
        );
        assert!(steps > 500 && won > 50, "steps {steps}, won {won}");
    }

    /// Havannah in small: loops, three sides without corners and two corners, each decided
    /// as the interpreter does.
    #[test]
    fn loops_and_fixed_regions_agree_with_the_interpreter() {
        let (steps, won) = agree(
            r#"(game "SmallHavannah" (players 2)
                 (equipment { (board (hex 4)) (piece "Marker" Each) })
                 (rules (play (move Add (to (sites Empty))))
                   (end (if (or { (is Loop) (is Connected 3 SidesNoCorners) (is Connected 2 Corners) }) (result Mover Win)))))"#,
            300,
            "is_loop",
        );
        assert!(steps > 3000 && won > 250, "steps {steps}, won {won}");
    }

    /// Removals split groups: the flood fill stays.
    #[test]
    fn removals_keep_the_flood_fill() {
        let (steps, won) = agree(
            r#"(game "Cut" (players 2)
                 (equipment { (board (hex Diamond 4)) (piece "Marker" Each)
                   (regions P1 { (sites Side NE) (sites Side SW) }) (regions P2 { (sites Side NW) (sites Side SE) }) })
                 (rules (play (or (move Add (to (sites Empty))) (move Remove (sites Occupied by:Enemy))))
                   (end (if (is Connected Mover) (result Mover Win)))))"#,
            100,
            "touched",
        );
        assert!(steps > 1000 && won > 50, "steps {steps}, won {won}");
    }
}
