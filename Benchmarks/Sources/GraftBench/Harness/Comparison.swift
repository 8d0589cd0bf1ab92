/// The samples of contenders measured side by side, round by round, and what follows from them.
struct Comparison {
    /// The contenders' names, in the order they were given.
    let names: [String]

    /// `nanoseconds[contender][round]`: the time per operation of each contender in each kept round.
    let nanoseconds: [[Double]]

    /// The median time per operation of the contender named `name`.
    ///
    /// - Parameter name: A contender's name.
    /// - Returns: Its median over the kept rounds, in nanoseconds per operation.
    func median(_ name: String) -> Double {
        Statistics.median(nanoseconds[index(of: name)])
    }

    /// How many times longer `name` takes than `baseline`: the median, over rounds, of the two contenders'
    /// ratio within each round.
    ///
    /// Taking the ratio within a round, where the two ran moments apart, cancels most of what other processes do to
    /// the machine over the run.
    ///
    /// - Parameters:
    ///   - name: A contender's name.
    ///   - baseline: The name of the contender to compare with.
    /// - Returns: The median ratio; above 1 when `name` is slower.
    func ratio(_ name: String, to baseline: String) -> Double {
        let measured = nanoseconds[index(of: name)]
        let reference = nanoseconds[index(of: baseline)]
        return Statistics.median(zip(measured, reference).map { $0 / $1 })
    }

    /// The spread of `name`'s samples: the first and third quartiles, in nanoseconds per operation.
    ///
    /// - Parameter name: A contender's name.
    /// - Returns: The lower and upper quartile.
    func quartiles(_ name: String) -> (lower: Double, upper: Double) {
        let sorted = nanoseconds[index(of: name)].sorted()
        return (Statistics.quantile(sorted, 0.25), Statistics.quantile(sorted, 0.75))
    }

    private func index(of name: String) -> Int {
        guard let index = names.firstIndex(of: name) else {
            preconditionFailure("No contender named \(name) in \(names)")
        }
        return index
    }
}
