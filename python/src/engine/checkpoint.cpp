// csp._Checkpoint: the engine's checkpoint of a run over subproblems (csp/parallel/checkpoint.hpp)
// for csp.distributed, in the same file format and with the same fingerprint as fzn-csp --mpi.
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <utility>

#include "csp/parallel/checkpoint.hpp"
#include "csp/parallel/decomposition.hpp"
#include "engine/bind.hpp"
#include "engine/options.hpp"

namespace csp_python {

namespace {

class PyCheckpoint {
public:
    /// The split of `parts` subproblems made, or read back from `path`.
    PyCheckpoint(std::shared_ptr<PyProblem> problem, const std::string& path, std::size_t parts,
                 const py::object& variable, bool minimize, const py::kwargs& options)
        : problem_(std::move(problem)), options_(solver_settings(options).options) {
        if (parts == 0) throw py::value_error("checkpoint: parts must be at least 1");
        if (!variable.is_none()) {
            const csp::VarId x = problem_->var(variable, "checkpoint");
            options_.objective = csp::Objective{.variable = x, .minimize = minimize};
        }
        const PyProblem::Busy busy(*problem_);
        try {
            checkpoint_.emplace(path, csp::checkpoint_fingerprint(problem_->engine(), options_), problem_->engine());
            if (!checkpoint_->resumed()) {
                csp::Decomposition d;
                {
                    const py::gil_scoped_release release;
                    d = csp::decompose(problem_->engine(), options_, parts);
                }
                if (!d.complete)
                    throw std::runtime_error("split: stopped by the time or node limit before it was done");
                checkpoint_->set_subproblems(std::move(d.subproblems));
            }
        } catch (const csp::CheckpointError& e) {
            throw py::value_error(e.what());
        }
    }

    bool resumed() const { return checkpoint_->resumed(); }

    py::list subproblems() const {
        py::list out;
        for (const csp::Decisions& decisions : checkpoint_->subproblems()) {
            py::dict part;
            for (const auto& [x, value] : decisions) part[problem_->name(x)] = problem_->to_python(x, value);
            out.append(std::move(part));
        }
        return out;
    }

    /// {index: (count, [solution dicts])} of the subproblems done.
    py::dict done() const {
        py::dict out;
        for (const auto& [index, part] : checkpoint_->done()) {
            py::list solutions;
            for (const csp::Assignment& a : part.solutions) solutions.append(solution(a));
            out[py::int_(index)] = py::make_tuple(part.solution_count, std::move(solutions));
        }
        return out;
    }

    /// A subproblem finished (not stopped by a limit): its count and the solutions to keep.
    void record(std::size_t index, std::uint64_t count, const py::list& solutions) {
        if (index >= checkpoint_->subproblems().size())
            throw py::index_error("checkpoint: no subproblem " + std::to_string(index));
        csp::Result part{.status = count > 0 ? csp::Status::Satisfied : csp::Status::Unsatisfiable,
                         .solution_count = count};
        for (const py::handle s : solutions) {
            csp::Assignment a(static_cast<std::size_t>(problem_->engine().num_variables()));
            for (const auto& [name, value] : s.cast<py::dict>()) {
                const csp::VarId x = problem_->var(name, "checkpoint");
                a[static_cast<std::size_t>(x)] = problem_->to_engine(x, value, "checkpoint");
            }
            part.solutions.push_back(std::move(a));
        }
        checkpoint_->record(index, part, options_);
    }

    void flush() {
        checkpoint_->flush();
        if (!checkpoint_->error().empty()) throw std::runtime_error(checkpoint_->error());
    }

private:
    py::dict solution(const csp::Assignment& a) const {
        py::dict out;
        for (csp::VarId x = 0; x < problem_->engine().num_variables(); ++x)
            out[problem_->name(x)] = problem_->to_python(x, a[static_cast<std::size_t>(x)]);
        return out;
    }

    std::shared_ptr<PyProblem> problem_;
    csp::SolverOptions options_;
    std::optional<csp::Checkpoint> checkpoint_;
};

}  // namespace

void bind_checkpoint(py::module_& m) {
    py::class_<PyCheckpoint>(m, "_Checkpoint",
                             "Internal (csp.distributed): a run's checkpoint file, csp/parallel/checkpoint.hpp.")
        .def(py::init<std::shared_ptr<PyProblem>, const std::string&, std::size_t, const py::object&, bool,
                      const py::kwargs&>(),
             py::arg("problem").none(false), py::arg("path"), py::arg("parts"), py::arg("variable") = py::none(),
             py::arg("minimize") = true,
             "Opens `path` for a run of `problem` with the Solver's options (and an objective `variable`): "
             "reads it (ValueError when it was written for another model or options) or splits anew.")
        .def_property_readonly("resumed", &PyCheckpoint::resumed)
        .def("subproblems", &PyCheckpoint::subproblems)
        .def("done", &PyCheckpoint::done)
        .def("record", &PyCheckpoint::record, py::arg("index"), py::arg("count"), py::arg("solutions"))
        .def("flush", &PyCheckpoint::flush);
}

}  // namespace csp_python
