#include "sudoku/hints/technique.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <stdexcept>
#include <string>

#include "sudoku/format.hpp"

namespace sudoku::hints {

namespace {

using enum Technique;
using enum Level;

// Sudoku Explainer's numbers where SE has the technique (singles 1.0–2.3, intersections 2.6/2.8,
// subsets and basic fish 3.0–5.4, XY/XYZ-Wing 4.2/4.4, uniqueness 4.5–4.8, BUG 5.6); the others
// are rated as the SE rule that makes the same deduction (a locked pair or triple is SE's naked
// pair or triple, 3.0/3.6; a turbot fish 6.6, chains 6.6–7.0, an empty rectangle SE's Nishio 7.5,
// forcing chains 7.5+). HoDoKu's level, score and step index are its defaults (HoDoKu 2.2: finned
// and sashimi X-Wings hard, the larger finned fish unfair); its locked candidates type 2 and the
// kinds of nice loop, one step config each there, take the next free index here.
constexpr std::array<TechniqueInfo, kTechniqueCount> kTable{{
    {FullHouse, "full-house", "Full House", "0000", 1.0, Easy, 4, false, 100},
    {HiddenSingle, "hidden-single", "Hidden Single", "0002", 1.2, Easy, 14, false, 300},
    {DirectPointing, "direct-pointing", "Direct Pointing", "", 1.7, Medium, 50, false, 0},
    {DirectClaiming, "direct-claiming", "Direct Claiming", "", 1.9, Medium, 50, false, 0},
    {DirectHiddenPair, "direct-hidden-pair", "Direct Hidden Pair", "", 2.0, Medium, 70, false, 0},
    {NakedSingle, "naked-single", "Naked Single", "0003", 2.3, Easy, 4, false, 200},
    {DirectHiddenTriple, "direct-hidden-triple", "Direct Hidden Triple", "", 2.5, Medium, 100, false, 0},
    {Pointing, "pointing", "Locked Candidates (Pointing)", "0100", 2.6, Medium, 50, false, 1200},
    {Claiming, "claiming", "Locked Candidates (Claiming)", "0101", 2.8, Medium, 50, false, 1210},
    {LockedPair, "locked-pair", "Locked Pair", "0110", 3.0, Medium, 40, false, 1000},
    {NakedPair, "naked-pair", "Naked Pair", "0200", 3.0, Medium, 60, false, 1300},
    {XWing, "x-wing", "X-Wing", "0300", 3.2, Hard, 140, false, 2200},
    {HiddenPair, "hidden-pair", "Hidden Pair", "0210", 3.4, Medium, 70, false, 1500},
    {LockedTriple, "locked-triple", "Locked Triple", "0111", 3.6, Medium, 60, false, 1100},
    {NakedTriple, "naked-triple", "Naked Triple", "0201", 3.6, Medium, 80, false, 1400},
    {Swordfish, "swordfish", "Swordfish", "0301", 3.8, Hard, 150, false, 2300},
    {HiddenTriple, "hidden-triple", "Hidden Triple", "0211", 4.0, Medium, 100, false, 1600},
    {XYWing, "xy-wing", "XY-Wing", "0800", 4.2, Hard, 160, false, 3300},
    {XYZWing, "xyz-wing", "XYZ-Wing", "0801", 4.4, Hard, 180, false, 3400},
    {UniqueRectangle1, "unique-rectangle-1", "Uniqueness Test 1", "0600", 4.5, Hard, 100, true, 3500},
    {UniqueRectangle2, "unique-rectangle-2", "Uniqueness Test 2", "0601", 4.6, Hard, 100, true, 3600},
    {UniqueRectangle3, "unique-rectangle-3", "Uniqueness Test 3", "0602", 4.7, Hard, 100, true, 3700},
    {UniqueRectangle4, "unique-rectangle-4", "Uniqueness Test 4", "0603", 4.6, Hard, 100, true, 3800},
    {UniqueRectangle5, "unique-rectangle-5", "Uniqueness Test 5", "0604", 4.6, Hard, 100, true, 3900},
    {UniqueRectangle6, "unique-rectangle-6", "Uniqueness Test 6", "0605", 4.6, Hard, 100, true, 4000},
    {HiddenRectangle, "hidden-rectangle", "Hidden Rectangle", "0606", 4.6, Hard, 100, true, 4010},
    {AvoidableRectangle1, "avoidable-rectangle-1", "Avoidable Rectangle Type 1", "0607", 4.5, Hard, 100, true, 4020},
    {AvoidableRectangle2, "avoidable-rectangle-2", "Avoidable Rectangle Type 2", "0608", 4.6, Hard, 100, true, 4030},
    {NakedQuad, "naked-quad", "Naked Quadruple", "0202", 5.0, Hard, 120, false, 2000},
    {Jellyfish, "jellyfish", "Jellyfish", "0302", 5.2, Hard, 160, false, 2400},
    {HiddenQuad, "hidden-quad", "Hidden Quadruple", "0212", 5.4, Hard, 150, false, 2100},
    {BugPlusOne, "bug-plus-1", "Bivalue Universal Grave + 1", "0610", 5.6, Hard, 100, true, 2900},
    {Skyscraper, "skyscraper", "Skyscraper", "0400", 6.6, Hard, 130, false, 3000},
    {TwoStringKite, "2-string-kite", "2-String Kite", "0401", 6.6, Hard, 150, false, 3100},
    {TurbotFish, "turbot-fish", "Turbot Fish", "0403", 6.6, Hard, 120, false, 3120},
    {DualTwoStringKite, "dual-2-string-kite", "Dual 2-String Kite", "0404", 6.6, Hard, 150, false, 0},
    {WWing, "w-wing", "W-Wing", "0803", 6.6, Hard, 150, false, 3200},
    {RemotePair, "remote-pair", "Remote Pair", "0703", 6.6, Hard, 110, false, 2800},
    {SimpleColorsTrap, "simple-colors-trap", "Simple Colors Trap", "0500", 6.6, Hard, 150, false, 5330},
    {SimpleColorsWrap, "simple-colors-wrap", "Simple Colors Wrap", "0501", 6.6, Hard, 150, false, 5331},
    {MultiColors1, "multi-colors-1", "Multi-Colors 1", "0502", 7.5, Hard, 200, false, 5360},
    {MultiColors2, "multi-colors-2", "Multi-Colors 2", "0503", 7.5, Hard, 200, false, 5361},
    {FinnedXWing, "finned-x-wing", "Finned X-Wing", "0310", 6.6, Hard, 130, false, 4100},
    {SashimiXWing, "sashimi-x-wing", "Sashimi X-Wing", "0320", 6.6, Hard, 150, false, 4200},
    {FinnedSwordfish, "finned-swordfish", "Finned Swordfish", "0311", 6.7, Unfair, 200, false, 4300},
    {SashimiSwordfish, "sashimi-swordfish", "Sashimi Swordfish", "0321", 6.7, Unfair, 240, false, 4400},
    {FinnedJellyfish, "finned-jellyfish", "Finned Jellyfish", "0312", 6.8, Unfair, 250, false, 4500},
    {SashimiJellyfish, "sashimi-jellyfish", "Sashimi Jellyfish", "0322", 6.8, Unfair, 260, false, 4600},
    {XChain, "x-chain", "X-Chain", "0701", 6.8, Unfair, 260, false, 5400},
    {XYChain, "xy-chain", "XY-Chain", "0702", 7.0, Unfair, 260, false, 5500},
    {ContinuousNiceLoop, "continuous-nice-loop", "Continuous Nice Loop", "0706", 7.0, Unfair, 280, false, 5600},
    {DiscontinuousNiceLoop, "discontinuous-nice-loop", "Discontinuous Nice Loop", "0707", 7.0, Unfair, 280, false,
     5601},
    {Aic, "aic", "AIC", "0708", 7.0, Unfair, 280, false, 5602},
    {GroupedContinuousNiceLoop, "grouped-continuous-nice-loop", "Grouped Continuous Nice Loop", "0709", 7.5, Unfair,
     300, false, 5650},
    {GroupedDiscontinuousNiceLoop, "grouped-discontinuous-nice-loop", "Grouped Discontinuous Nice Loop", "0710", 7.5,
     Unfair, 300, false, 5651},
    {GroupedAic, "grouped-aic", "Grouped AIC", "0711", 7.5, Unfair, 300, false, 5652},
    {SueDeCoq, "sue-de-coq", "Sue de Coq", "1101", 7.0, Unfair, 250, false, 5300},
    {AlsXz, "als-xz", "ALS-XZ", "0901", 7.1, Unfair, 300, false, 5700},
    {AlsXyWing, "als-xy-wing", "ALS-XY-Wing", "0902", 7.2, Unfair, 320, false, 5800},
    {AlsXyChain, "als-xy-chain", "ALS-XY-Chain", "0903", 7.3, Unfair, 340, false, 5900},
    {DeathBlossom, "death-blossom", "Death Blossom", "0904", 7.4, Unfair, 360, false, 0},
    {EmptyRectangle, "empty-rectangle", "Empty Rectangle", "0402", 7.5, Hard, 120, false, 3170},
    {DualEmptyRectangle, "dual-empty-rectangle", "Dual Empty Rectangle", "0405", 7.5, Hard, 120, false, 0},
    {NishioForcingChain, "nishio-forcing-chain", "Nishio Forcing Chain", "", 7.5, Extreme, 500, false, 0},
    {MultipleForcingChain, "multiple-forcing-chain", "Multiple Forcing Chains", "", 8.0, Extreme, 500, false, 0},
    {DynamicForcingChain, "dynamic-forcing-chain", "Dynamic Forcing Chains", "", 8.5, Extreme, 500, false, 0},
    {DynamicForcingChainPlus, "dynamic-forcing-chain-plus", "Dynamic Forcing Chains (+)", "", 9.0, Extreme, 500, false,
     0},
    {NestedForcingChain, "nested-forcing-chain", "Dynamic Forcing Chains (+ Forcing Chains)", "", 9.5, Extreme, 500,
     false, 0},
    {NestedMultipleForcingChain, "nested-multiple-forcing-chain", "Dynamic Forcing Chains (+ Multiple Forcing Chains)",
     "", 10.0, Extreme, 500, false, 0},
    {NestedDynamicForcingChain, "nested-dynamic-forcing-chain", "Dynamic Forcing Chains (+ Dynamic Forcing Chains)", "",
     10.5, Extreme, 500, false, 0},
    {NestedDynamicForcingChainPlus, "nested-dynamic-forcing-chain-plus",
     "Dynamic Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))", "", 11.0, Extreme, 500, false, 0},
    {ForcingChainContradiction, "forcing-chain-contradiction", "Forcing Chain Contradiction", "1301", 7.5, Extreme, 500,
     false, 8500},
    {ForcingChainVerity, "forcing-chain-verity", "Forcing Chain Verity", "1302", 7.5, Extreme, 500, false, 8501},
    {TemplateSet, "template-set", "Template Set", "1201", 7.5, Extreme, 10000, false, 0},
    {TemplateDelete, "template-delete", "Template Delete", "1202", 7.5, Extreme, 10000, false, 0},
    {FrankenXWing, "franken-x-wing", "Franken X-Wing", "0330", 7.5, Unfair, 300, false, 6100},
    {FrankenSwordfish, "franken-swordfish", "Franken Swordfish", "0331", 7.5, Unfair, 350, false, 6200},
    {FrankenJellyfish, "franken-jellyfish", "Franken Jellyfish", "0332", 7.5, Unfair, 370, false, 0},
    {FinnedFrankenXWing, "finned-franken-x-wing", "Finned Franken X-Wing", "0340", 7.5, Unfair, 390, false, 6700},
    {FinnedFrankenSwordfish, "finned-franken-swordfish", "Finned Franken Swordfish", "0341", 7.5, Unfair, 410, false,
     6800},
    {FinnedFrankenJellyfish, "finned-franken-jellyfish", "Finned Franken Jellyfish", "0342", 7.5, Unfair, 430, false,
     0},
    {MutantXWing, "mutant-x-wing", "Mutant X-Wing", "0350", 7.5, Extreme, 450, false, 0},
    {MutantSwordfish, "mutant-swordfish", "Mutant Swordfish", "0351", 7.5, Extreme, 450, false, 0},
    {MutantJellyfish, "mutant-jellyfish", "Mutant Jellyfish", "0352", 7.5, Extreme, 450, false, 0},
    {FinnedMutantXWing, "finned-mutant-x-wing", "Finned Mutant X-Wing", "0360", 7.5, Extreme, 470, false, 0},
    {FinnedMutantSwordfish, "finned-mutant-swordfish", "Finned Mutant Swordfish", "0361", 7.5, Extreme, 470, false, 0},
    {FinnedMutantJellyfish, "finned-mutant-jellyfish", "Finned Mutant Jellyfish", "0362", 7.5, Extreme, 470, false, 0},
    {FinnedMutantSquirmbag, "finned-mutant-squirmbag", "Finned Mutant Squirmbag", "0363", 7.5, Extreme, 470, false, 0},
    {FinnedMutantWhale, "finned-mutant-whale", "Finned Mutant Whale", "0364", 7.5, Extreme, 470, false, 0},
    {SiameseFinnedXWing, "siamese-finned-x-wing", "Siamese Finned X-Wing", "03101", 6.6, Hard, 130, false, 0},
    {SiameseFinnedSwordfish, "siamese-finned-swordfish", "Siamese Finned Swordfish", "03111", 6.7, Unfair, 200, false,
     0},
    {SiameseFinnedJellyfish, "siamese-finned-jellyfish", "Siamese Finned Jellyfish", "03121", 6.8, Unfair, 250, false,
     0},
    {SiameseSashimiXWing, "siamese-sashimi-x-wing", "Siamese Sashimi X-Wing", "03201", 6.6, Hard, 150, false, 0},
    {SiameseSashimiSwordfish, "siamese-sashimi-swordfish", "Siamese Sashimi Swordfish", "03211", 6.7, Unfair, 240,
     false, 0},
    {SiameseSashimiJellyfish, "siamese-sashimi-jellyfish", "Siamese Sashimi Jellyfish", "03221", 6.8, Unfair, 260,
     false, 0},
    {SiameseFinnedFrankenXWing, "siamese-finned-franken-x-wing", "Siamese Finned Franken X-Wing", "03401", 7.5, Unfair,
     390, false, 0},
    {SiameseFinnedFrankenSwordfish, "siamese-finned-franken-swordfish", "Siamese Finned Franken Swordfish", "03411",
     7.5, Unfair, 410, false, 0},
    {SiameseFinnedFrankenJellyfish, "siamese-finned-franken-jellyfish", "Siamese Finned Franken Jellyfish", "03421",
     7.5, Unfair, 430, false, 0},
    {SiameseFinnedMutantXWing, "siamese-finned-mutant-x-wing", "Siamese Finned Mutant X-Wing", "03601", 7.5, Extreme,
     470, false, 0},
    {SiameseFinnedMutantSwordfish, "siamese-finned-mutant-swordfish", "Siamese Finned Mutant Swordfish", "03611", 7.5,
     Extreme, 470, false, 0},
    {SiameseFinnedMutantJellyfish, "siamese-finned-mutant-jellyfish", "Siamese Finned Mutant Jellyfish", "03621", 7.5,
     Extreme, 470, false, 0},
}};

constexpr bool table_in_enum_order() {
    for (int i = 0; i < kTechniqueCount; ++i)
        if (static_cast<int>(kTable[static_cast<std::size_t>(i)].technique) != i) return false;
    return true;
}
static_assert(table_in_enum_order(), "kTable lists the techniques in the order of the enum");

constexpr std::array<std::string_view, kLevelCount> kLevelNames{"easy", "medium", "hard", "unfair", "extreme"};

}  // namespace

const TechniqueInfo& info(Technique technique) {
    const auto i = static_cast<std::size_t>(technique);
    if (i >= kTable.size()) throw std::out_of_range("no such technique");
    return kTable[i];
}

const std::vector<Technique>& all_techniques() {
    static const std::vector<Technique> all = [] {
        std::vector<Technique> list;
        for (const TechniqueInfo& t : kTable) list.push_back(t.technique);
        return list;
    }();
    return all;
}

const std::vector<Technique>& techniques_in(Order order) {
    static const std::vector<Technique> hodoku = [] {
        std::vector<Technique> list;
        for (Technique t : all_techniques())
            if (info(t).hodoku_rank > 0) list.push_back(t);
        std::stable_sort(list.begin(), list.end(),  // not std::ranges: Debian's emscripten lacks them
                         [](Technique a, Technique b) { return info(a).hodoku_rank < info(b).hodoku_rank; });
        return list;
    }();
    return order == Order::HoDoKu ? hodoku : all_techniques();
}

TechniqueSet sudoku_explainer_lacks() {
    TechniqueSet lacks;
    for (Technique t : {FinnedXWing, SashimiXWing, FinnedSwordfish, SashimiSwordfish, FinnedJellyfish, SashimiJellyfish,
                        AlsXz, GroupedContinuousNiceLoop, GroupedDiscontinuousNiceLoop, GroupedAic, MultiColors1,
                        MultiColors2, DualTwoStringKite, DualEmptyRectangle})
        lacks.set(static_cast<std::size_t>(t));
    // SE's uniqueness rules are its unique loops (a rectangle with the extra digit in three corners
    // is its type 2, our type 5) and BUGs; HoDoKu's other rectangles, Sue de Coq, the larger ALS
    // patterns and templates it proves with forcing chains.
    for (Technique t : {UniqueRectangle6, HiddenRectangle, AvoidableRectangle1, AvoidableRectangle2, SueDeCoq,
                        AlsXyWing, AlsXyChain, DeathBlossom, TemplateSet, TemplateDelete})
        lacks.set(static_cast<std::size_t>(t));
    // HoDoKu's generalised fish (boxes as base or cover sets, Siamese pairs): SE has no such rule.
    for (int t = static_cast<int>(FrankenXWing); t <= static_cast<int>(SiameseFinnedMutantJellyfish); ++t)
        lacks.set(static_cast<std::size_t>(t));
    return lacks;
}

TechniqueSet on_request_only() {
    TechniqueSet set;
    for (int t = static_cast<int>(FrankenXWing); t <= static_cast<int>(SiameseFinnedMutantJellyfish); ++t)
        if (info(static_cast<Technique>(t)).hodoku_rank == 0) set.set(static_cast<std::size_t>(t));
    return set;
}

std::string_view to_string(Technique technique) { return info(technique).name; }

std::optional<Technique> technique_from_string(std::string_view name_or_code) {
    // Any case: "X-Wing" and "X-WING" name x-wing as well.
    const auto same = [](std::string_view a, std::string_view b) {
        return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
                   return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
               });
    };
    for (const TechniqueInfo& t : kTable)
        if (same(t.name, name_or_code) || (!t.hodoku_code.empty() && t.hodoku_code == name_or_code)) return t.technique;
    return std::nullopt;
}

Technique parse_technique(std::string_view name_or_code) {
    if (const auto t = technique_from_string(name_or_code)) return *t;
    std::string names;
    for (const TechniqueInfo& t : kTable) names += (names.empty() ? "" : ", ") + std::string(t.name);
    throw std::invalid_argument("unknown technique '" + escaped(name_or_code) +
                                "' (a HoDoKu code such as 0300, or one of: " + names + ")");
}

std::vector<std::string_view> technique_names() {
    std::vector<std::string_view> names;
    for (const TechniqueInfo& t : kTable) names.push_back(t.name);
    return names;
}

std::string_view to_string(Level level) { return kLevelNames.at(static_cast<std::size_t>(level)); }

std::optional<Level> level_from_string(std::string_view name) {
    for (std::size_t i = 0; i < kLevelNames.size(); ++i)
        if (kLevelNames[i] == name) return static_cast<Level>(i);
    return std::nullopt;
}

}  // namespace sudoku::hints
