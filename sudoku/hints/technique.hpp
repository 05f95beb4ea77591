#pragma once
/// The solving techniques of the step finder: their names (ours and HoDoKu's codes), the order in
/// which the finder tries them, and where each sits on the published rating scales.

#include <bitset>
#include <optional>
#include <string_view>
#include <vector>

namespace sudoku::hints {

/// Every technique, in Sudoku Explainer's order (easiest on SE's scale first): the order of `hint`,
/// `explain` and of the path that earns the SE number. HoDoKu's order is TechniqueInfo::hodoku_rank.
enum class Technique {
    FullHouse,
    HiddenSingle,
    DirectPointing,  ///< SE's: a pointing whose eliminations leave a hidden single, placed
    DirectClaiming,
    DirectHiddenPair,
    NakedSingle,
    DirectHiddenTriple,
    Pointing,  ///< locked candidates type 1: a box's candidates of a digit in one line
    Claiming,  ///< locked candidates type 2: a line's candidates of a digit in one box
    LockedPair,
    NakedPair,
    XWing,
    HiddenPair,
    LockedTriple,
    NakedTriple,
    Swordfish,
    HiddenTriple,
    XYWing,
    XYZWing,
    UniqueRectangle1,
    UniqueRectangle2,
    UniqueRectangle3,
    UniqueRectangle4,
    UniqueRectangle5,     ///< type 2 with the extra digit in three corners (SE's unique rectangle type 2)
    UniqueRectangle6,     ///< an X-Wing on one digit of the rectangle, extra digits on a diagonal
    HiddenRectangle,      ///< conjugate pairs through the corner opposite a bivalue one
    AvoidableRectangle1,  ///< a rectangle of cells placed since the givens (not givens), one open
    AvoidableRectangle2,
    NakedQuad,
    Jellyfish,
    HiddenQuad,
    BugPlusOne,
    Skyscraper,
    TwoStringKite,
    TurbotFish,         ///< HoDoKu's: an X-chain of three links
    DualTwoStringKite,  ///< HoDoKu's: two kites through the same cells of a box, as one step
    WWing,
    RemotePair,
    SimpleColorsTrap,
    SimpleColorsWrap,
    MultiColors1,  ///< HoDoKu's: two clusters of conjugate pairs of one digit
    MultiColors2,
    FinnedXWing,
    SashimiXWing,
    FinnedSwordfish,
    SashimiSwordfish,
    FinnedJellyfish,
    SashimiJellyfish,
    XChain,
    XYChain,
    ContinuousNiceLoop,
    DiscontinuousNiceLoop,
    Aic,
    GroupedContinuousNiceLoop,  ///< HoDoKu's: nice loops and AICs with box∩line groups as nodes
    GroupedDiscontinuousNiceLoop,
    GroupedAic,
    SueDeCoq,
    AlsXz,
    AlsXyWing,
    AlsXyChain,
    DeathBlossom,
    EmptyRectangle,
    DualEmptyRectangle,          ///< HoDoKu's: two empty rectangles of one box and conjugate pair, as one step
    NishioForcingChain,          ///< SE's: an assumption on one digit that leaves a unit without it
    MultipleForcingChain,        ///< SE's cell and region forcing chains along the grid's strong links
    DynamicForcingChain,         ///< SE's: contradiction, double, cell and region chains, singles as the grid shrinks
    DynamicForcingChainPlus,     ///< the same, with locked candidates, pairs and X-Wings inside the chains
    NestedForcingChain,          ///< SE's nested chains (9.5): dynamic (+), with forcing chains inside
    NestedMultipleForcingChain,  ///< (10.0) with multiple forcing chains inside as well
    NestedDynamicForcingChain,   ///< (10.5) with dynamic forcing chains inside
    NestedDynamicForcingChainPlus,  ///< (11.0) with nested forcing chains (9.5) inside
    ForcingChainContradiction,
    ForcingChainVerity,
    TemplateSet,     ///< HoDoKu's: a digit's cell common to every placement pattern of the digit
    TemplateDelete,  ///< HoDoKu's: a digit's candidate in no placement pattern of the digit
    FrankenXWing,    ///< HoDoKu's: a fish with boxes among its base or cover sets (lines of one direction each)
    FrankenSwordfish,
    FrankenJellyfish,
    FinnedFrankenXWing,
    FinnedFrankenSwordfish,
    FinnedFrankenJellyfish,
    MutantXWing,  ///< HoDoKu's: a fish with sets of any kinds
    MutantSwordfish,
    MutantJellyfish,
    FinnedMutantXWing,
    FinnedMutantSwordfish,
    FinnedMutantJellyfish,
    FinnedMutantSquirmbag,  ///< five sets
    FinnedMutantWhale,      ///< six sets
    SiameseFinnedXWing,     ///< HoDoKu's: two finned fish on the same base sets, as one step
    SiameseFinnedSwordfish,
    SiameseFinnedJellyfish,
    SiameseSashimiXWing,
    SiameseSashimiSwordfish,
    SiameseSashimiJellyfish,
    SiameseFinnedFrankenXWing,
    SiameseFinnedFrankenSwordfish,
    SiameseFinnedFrankenJellyfish,
    SiameseFinnedMutantXWing,
    SiameseFinnedMutantSwordfish,
    SiameseFinnedMutantJellyfish,
};
inline constexpr int kTechniqueCount = static_cast<int>(Technique::SiameseFinnedMutantJellyfish) + 1;

/// HoDoKu's difficulty levels, the bands of our rating.
enum class Level { Easy, Medium, Hard, Unfair, Extreme };
inline constexpr int kLevelCount = 5;

struct TechniqueInfo {
    Technique technique;
    std::string_view name;         ///< ours, for flags and JSON: "hidden-single"
    std::string_view title;        ///< for people: "Hidden Single"
    std::string_view hodoku_code;  ///< HoDoKu's code in its regression library: "0002" ("" if none)
    double se_rating;              ///< on Sudoku Explainer's scale (docs/hints.md says where from)
    Level level;                   ///< HoDoKu's level of the technique
    int score;                     ///< HoDoKu's score of one use
    bool needs_uniqueness;         ///< sound only when the puzzle has exactly one solution
    /// Where HoDoKu's solver tries it (its step index: 100 full house …); 0: HoDoKu lacks it or leaves
    /// it off by default (death blossom, 6000; templates, 8700 and 8800), so its path skips it.
    int hodoku_rank;
};

/// The two orders in which a solving path may try the techniques: Sudoku Explainer's (the enum's:
/// the path that earns the SE number) and HoDoKu's (by hodoku_rank: the path that earns HoDoKu's
/// level and score, so that naked singles come before hidden singles as HoDoKu plays).
enum class Order { SudokuExplainer, HoDoKu };

const TechniqueInfo& info(Technique technique);
/// All techniques in Sudoku Explainer's order (the enum's).
const std::vector<Technique>& all_techniques();
/// All techniques in `order` (HoDoKu's leaves out SE's direct techniques, which it lacks).
const std::vector<Technique>& techniques_in(Order order);
std::string_view to_string(Technique technique);  ///< info(t).name
/// By our name in any case or by HoDoKu's code ("x-wing", "X-Wing", "0300"); nullopt when neither matches.
std::optional<Technique> technique_from_string(std::string_view name_or_code);
/// The same, for a name a user gave: throws std::invalid_argument naming the known names otherwise
/// ("unknown technique 'x' (a HoDoKu code such as 0300, or one of: full-house, …)").
Technique parse_technique(std::string_view name_or_code);
/// Our names, for help texts and error messages.
std::vector<std::string_view> technique_names();

/// A set of techniques, indexed by the enum.
using TechniqueSet = std::bitset<kTechniqueCount>;
inline TechniqueSet every_technique() { return TechniqueSet{}.set(); }
inline TechniqueSet only(Technique technique) { return TechniqueSet{}.set(static_cast<std::size_t>(technique)); }
inline bool contains(const TechniqueSet& set, Technique technique) {
    return set.test(static_cast<std::size_t>(technique));
}

/// The techniques tried only when asked for by name (`hint --technique`, the library check): HoDoKu's
/// generalised fish that its default solver leaves off — the Franken jellyfish, finned or not, the
/// mutant and the Siamese fish. Tried last where nothing else applies, the finned mutant whale
/// alone took up to a second a position, where a hint takes milliseconds.
TechniqueSet on_request_only();
/// Every technique but those: what `hint`, `explain` and a solving path try unless told otherwise.
inline TechniqueSet default_techniques() { return every_technique() & ~on_request_only(); }

/// The techniques Sudoku Explainer has no rule for and whose deductions its own rules make only
/// further up its scale: finned and sashimi fish, ALS-XZ (SE proves them with Nishio or multiple
/// forcing chains, 7.5–8.4). The path that earns the SE number leaves them out, so that SE's
/// rules meet those positions as serate does; rated 6.6–7.1 they made SE 8.3 puzzles 7.2.
TechniqueSet sudoku_explainer_lacks();

std::string_view to_string(Level level);  ///< "easy", "medium", "hard", "unfair", "extreme"
std::optional<Level> level_from_string(std::string_view name);

}  // namespace sudoku::hints
