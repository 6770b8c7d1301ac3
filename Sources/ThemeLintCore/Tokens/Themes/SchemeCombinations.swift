/// One dimension of scheme combinations: a Tokens Studio theme group (or the themes without a
/// group) or a resolver modifier.
struct ChoiceDimension: Sendable {
    /// The group or modifier name; nil for Tokens Studio themes without a group.
    var group: String?
    /// The options or contexts, in document order (at least one).
    var options: [ChoiceOption]
    /// The option used when the dimension changes no color token.
    var defaultIndex: Int
}

/// One option of a dimension.
struct ChoiceOption: Sendable {
    /// The option or context name.
    var name: String
    /// Where it stands.
    var location: Location
    /// What it contributes to color tokens: two options with equal signatures give every
    /// combination the same color tokens.
    var colorSignature: [ColorSignaturePart]
}

/// One color-bearing token set of an option, as far as it decides color tokens.
struct ColorSignaturePart: Sendable, Hashable {
    /// The set's name where its place in the resolution order depends on it (Tokens Studio), or nil.
    var set: String?
    /// Whether the set is output.
    var isOutput: Bool
    /// The caller's digest of the set's color tokens.
    var digest: Int
}

/// Plans the schemes of a list of dimensions: only dimensions whose options differ in color
/// tokens multiply; their product is counted before anything is enumerated, so a document with
/// a million combinations of which a hundred change colors costs a hundred plans.
struct SchemeCombinations: Sendable {
    /// The dimensions, in resolution order.
    let dimensions: [ChoiceDimension]
    /// Indices of the dimensions that multiply schemes, in order.
    let multiplying: [Int]
    private let multiplyingSet: Set<Int>

    /// Finds the multiplying dimensions.
    init(dimensions: [ChoiceDimension]) {
        self.dimensions = dimensions
        multiplying = dimensions.indices.filter { index in
            let options = dimensions[index].options
            guard let first = options.first else { return false }
            return options.dropFirst().contains { $0.colorSignature != first.colorSignature }
        }
        multiplyingSet = Set(multiplying)
    }

    /// The number of schemes, or nil when it exceeds `limit`.
    func count(limit: Int) -> Int? {
        var product = 1
        for index in multiplying {
            let (next, overflow) = product.multipliedReportingOverflow(by: dimensions[index].options.count)
            if overflow || next > limit { return nil }
            product = next
        }
        return product
    }

    /// Every scheme, in order (the first multiplying dimension varies slowest).
    /// - Parameters:
    ///   - maxSchemes: the most schemes accepted.
    ///   - documentLocation: where the document stands, for errors and choice-less schemes.
    ///   - sets: the token sets of a selection (an option index per dimension).
    /// - Throws: `TokenThemesError.tooManySchemes` when the product exceeds `maxSchemes`.
    func plans(
        maxSchemes: Int, documentLocation: Location, sets: ([Int]) throws(TokenThemesError) -> [TokenSetUse]
    ) throws(TokenThemesError) -> [TokenSchemePlan] {
        guard let total = count(limit: max(maxSchemes, 0)) else {
            throw TokenThemesError(.tooManySchemes, tooManyMessage(maxSchemes: maxSchemes), at: documentLocation)
        }
        var selection = dimensions.map(\.defaultIndex)
        for index in multiplying { selection[index] = 0 }
        var plans: [TokenSchemePlan] = []
        plans.reserveCapacity(total)
        for _ in 0..<total {
            plans.append(try plan(selection: selection, documentLocation: documentLocation, sets: try sets(selection)))
            // Odometer step: the last multiplying dimension varies fastest.
            for index in multiplying.reversed() {
                if selection[index] == dimensions[index].options.count - 1 {
                    selection[index] = 0
                    continue
                }
                selection[index] += 1
                break
            }
        }
        return plans
    }

    private func plan(selection: [Int], documentLocation: Location, sets: [TokenSetUse]) throws(TokenThemesError) -> TokenSchemePlan {
        var choices: [TokenChoice] = []
        var location = documentLocation
        for index in multiplying {
            let option = dimensions[index].options[selection[index]]
            choices.append(TokenChoice(group: dimensions[index].group, option: option.name))
            location = option.location
        }
        // Appearance: the named choices first, then the options of the dimensions that do not multiply.
        let unnamed = dimensions.indices.filter { !multiplyingSet.contains($0) }
        let appearance = (multiplying + unnamed).lazy.compactMap { Self.appearance(of: dimensions[$0].options[selection[$0]].name) }.first
        let name = choices.isEmpty ? "default" : choices.map(\.displayName).joined(separator: ", ")
        return TokenSchemePlan(name: name, choices: choices, appearance: appearance, sets: sets, location: location)
    }

    /// `light` or `dark` when the name holds exactly one of them (case-insensitive).
    static func appearance(of name: String) -> Appearance? {
        let lower = name.lowercased()
        switch (lower.contains("light"), lower.contains("dark")) {
        case (true, false): return .light
        case (false, true): return .dark
        default: return nil
        }
    }

    private func tooManyMessage(maxSchemes: Int) -> String {
        let factors = multiplying.map { "\(dimensions[$0].group ?? "themes without a group") (\(dimensions[$0].options.count))" }
        let product = multiplying.reduce(1.0) { $0 * Double(dimensions[$1].options.count) }
        let count = product < 1e18 ? String(Int(product)) : String(product)
        return "\(count) theme combinations change color tokens (\(factors.joined(separator: " × "))), "
            + "more than maxSchemes (\(maxSchemes)); raise maxSchemes in the configuration or make fewer options change colors"
    }
}
