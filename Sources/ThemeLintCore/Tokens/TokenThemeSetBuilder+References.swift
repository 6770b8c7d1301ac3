extension TokenThemeSetBuilder {
    /// The palette color of a color object whose members or components are `$ref`s, resolved
    /// through `resolver` and parsed; nil when `token` holds no such object.
    ///
    /// A reference that names nothing is `unresolved-identifier` and a loop `alias-cycle`, each
    /// at the `$ref` that starts it; any other problem is `invalid-color`. The color is then
    /// unknown (roles reaching it are indeterminate), never a guess.
    static func referencingColor(_ token: DesignToken, isColor: Bool?, resolver: TokenPointerResolver, issues: inout [LoadIssue]) -> PaletteColor? {
        guard case .object = token.value.value, TokenPointerResolver.reference(in: token.value) == nil,
              isColor == true || (isColor == nil && token.value["colorSpace"] != nil) else { return nil }
        let references = TokenPointerResolver.nestedReferences(in: token.value)
        guard !references.isEmpty else { return nil }
        let file = token.location.file
        var failure: (reference: String, problem: TokenPointerResolver.Failure)?
        let parsed = TokenColor.parse(colorObject: token.value.value) { reference in
            switch resolver.value(of: reference, from: file) {
            case .success(let value):
                return value
            case .failure(let problem):
                if failure == nil { failure = (reference, problem) }
                return nil
            }
        }
        switch parsed {
        case .success(let color):
            var paletteColor = PaletteColor(name: token.path, rawValue: color.notation, color: color.rgba, location: token.location, valueLocation: token.valueLocation, hexAlpha: .trailing)
            paletteColor.isOutOfGamut = color.isOutOfGamut
            return paletteColor
        case .failure(let error):
            if let failure {
                let at = TokenPointerResolver.location(of: failure.reference, in: token.value).map { Location(file: file, position: $0) } ?? token.valueLocation
                switch failure.problem {
                case .missing(let reference):
                    issues.append(LoadIssue(.unresolvedIdentifier, "\(token.path): \"$ref\": \"\(reference)\" names nothing (no such file, token or member)", at: at, identifier: reference))
                case .cycle(let members):
                    // Reported on the loop's own tokens (each finds it parsing its value); a token
                    // that only reaches the loop is unknown without a finding of its own, as with
                    // `{alias}` loops.
                    let own = "\(file)#/" + token.path.split(separator: ".", omittingEmptySubsequences: false).map { JSONPointer.escape(String($0)) }.joined(separator: "/") + "/$value"
                    if members.contains(where: { $0 == own || $0.hasPrefix(own + "/") }) {
                        let loop = (members + members.prefix(1)).joined(separator: " → ")
                        issues.append(LoadIssue(.aliasCycle, "\(token.path): $ref cycle: \(loop)", at: at, identifier: token.path))
                    }
                case .notAValue(let reference):
                    issues.append(LoadIssue(.invalidColor, "\(token.path): \"$ref\": \"\(reference)\" names a token, not a value inside one (a pointer into a value goes through /$value)", at: at, identifier: token.path))
                case .tooDeep:
                    issues.append(LoadIssue(.invalidColor, "\(token.path): \"$ref\": \"\(failure.reference)\" is a chain of more than \(TokenPointerResolver.maximumDepth) references", at: at, identifier: token.path))
                }
            } else {
                issues.append(LoadIssue(.invalidColor, "\(token.path): not a color: \(error.message)", at: token.valueLocation, identifier: token.path))
            }
            return PaletteColor(name: token.path, rawValue: "color object", color: nil, location: token.location, valueLocation: token.valueLocation, hexAlpha: .trailing)
        }
    }
}
