import Testing
import ThemeLintCore

/// Every rule's documented examples, run: each is a small repository in memory, linted with
/// every rule; a triggering example must yield the rule's finding and the others must not.
@Suite struct RuleExampleTests {
    static let examples: [(rule: String, index: Int, example: RuleExample)] = RuleRegistry.all.flatMap { rule in
        rule.description.examples.enumerated().map { (rule.description.id, $0.offset, $0.element) }
    }

    @Test("every rule has an example that triggers it and one that does not")
    func everyRuleHasBothKindsOfExample() {
        for rule in RuleRegistry.all {
            let examples = rule.description.examples
            #expect(examples.contains { $0.triggers }, "\(rule.description.id) has no triggering example")
            #expect(examples.contains { !$0.triggers }, "\(rule.description.id) has no non-triggering example")
        }
    }

    @Test("examples behave as documented", arguments: examples.indices)
    func exampleBehavesAsDocumented(_ position: Int) throws {
        let (rule, index, example) = Self.examples[position]
        let source = InMemorySource(texts: example.files)
        let configuration = try Configuration.load(from: source)
        let project = try ProjectLoader(source: source, configuration: configuration).load()
        let found = Linter().lint(project).filter { $0.rule == rule }
        if example.triggers {
            #expect(!found.isEmpty, "\(rule) example \(index) should trigger the rule")
        } else {
            #expect(found.isEmpty, "\(rule) example \(index) should not trigger the rule: \(found.map(\.message))")
        }
    }
}
