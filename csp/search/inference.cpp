#include "csp/search/inference.hpp"

#include "csp/base/enum_names.hpp"

namespace csp {

namespace {
constexpr detail::NameTable<Inference, 3> kNames = {
    {Inference::None, "none"}, {Inference::ForwardChecking, "fc"}, {Inference::Mac, "mac"}};
}

std::string_view to_string(Inference inference) { return detail::name_of(inference, kNames); }
Inference inference_from_string(std::string_view name) { return detail::value_of(name, kNames, "inference"); }
std::vector<std::string_view> inference_names() { return detail::names_of(kNames); }

}  // namespace csp
