#include "flatzinc/model/translation.hpp"

#include "flatzinc/model/translator.hpp"

namespace flatzinc {

Translation translate(const Model& model, const TranslationLimits& limits) {
    return detail::Translator(model, limits).run();
}

namespace {

void append_value(std::string& out, const OutputItem& item, const OutputSlot& slot, std::span<const int> values) {
    const std::int64_t v = slot.variable >= 0 ? values[static_cast<std::size_t>(slot.variable)] : slot.constant;
    if (item.is_bool) out += v != 0 ? "true" : "false";
    else out += std::to_string(v);
}

}  // namespace

std::string format_solution(const std::vector<OutputItem>& outputs, std::span<const int> values) {
    std::string out;
    for (const OutputItem& item : outputs) {
        out += item.name + " = ";
        if (item.dimensions.empty()) {
            append_value(out, item, item.slots.front(), values);
        } else {
            out += "array" + std::to_string(item.dimensions.size()) + "d(";
            for (const IntRange& r : item.dimensions) out += std::to_string(r.lo) + ".." + std::to_string(r.hi) + ", ";
            out += "[";
            for (std::size_t i = 0; i < item.slots.size(); ++i) {
                if (i) out += ", ";
                append_value(out, item, item.slots[i], values);
            }
            out += "])";
        }
        out += ";\n";
    }
    return out;
}

}  // namespace flatzinc
