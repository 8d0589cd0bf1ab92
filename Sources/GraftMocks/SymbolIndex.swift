import Dispatch
import Foundation
import GraftPackageReading
import Synchronization

/// Every declaration of a package's modules, with what the generator asks of a type: whether it is `Sendable`,
/// `Equatable` or a class, and whether it has a static `unimplemented`.
struct SymbolIndex {
    typealias Symbol = SymbolGraph.Symbol
    typealias Fragment = SymbolGraph.Symbol.Fragment

    private(set) var symbols: [String: Symbol] = [:]
    /// The module that declares each symbol.
    private(set) var moduleOf: [String: String] = [:]
    /// The protocols each type conforms to and each protocol refines.
    private(set) var conformances: [String: Set<String>] = [:]
    /// The requirements of each protocol.
    private(set) var requirements: [String: [String]] = [:]
    /// The members of each type, extensions included.
    private(set) var members: [String: [String]] = [:]

    /// The module a Swift declaration's precise identifier names first, such as `Dispatch` for
    /// `s:8Dispatch0A5QueueC`.
    ///
    /// The mangling spells a module as its length in bytes, then its name; the standard library's types (`s:Si`,
    /// `s:SS`) and C and Objective-C declarations (`c:`, `s:So`) name none this way.
    ///
    /// - Parameter preciseIdentifier: A symbol's precise identifier.
    /// - Returns: The module, or `nil` when the identifier names none.
    static func module(declaring preciseIdentifier: String) -> String? {
        guard preciseIdentifier.hasPrefix("s:") else { return nil }
        let mangled = preciseIdentifier.utf8.dropFirst(2)
        let digits = mangled.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let length = Int(String(decoding: digits, as: UTF8.self)), length > 0 else { return nil }
        let name = mangled.dropFirst(digits.count).prefix(length)
        guard name.count == length else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// Decodes the symbol graph files of a build.
    ///
    /// - Parameter files: Each file's name, such as `Home.symbols.json` or `Home@Graft.symbols.json`, and JSON.
    /// - Throws: ``MocksError/unreadableSymbolGraph(file:reason:)``.
    init(files: [(name: String, data: Data)]) throws(MocksError) {
        // A module's own graph first, so its declarations win over the copies in graphs that re-export them.
        let ordered = files.filter { !$0.name.contains("@") } + files.filter { $0.name.contains("@") }
        // Decoding is most of the work, and each file decodes on its own.
        let decoded = Mutex<[Int: Result<SymbolGraph, MocksError>]>([:])
        DispatchQueue.concurrentPerform(iterations: ordered.count) { index in
            let result = Result { () throws(MocksError) -> SymbolGraph in
                do {
                    return try JSONDecoder().decode(SymbolGraph.self, from: ordered[index].data)
                } catch {
                    throw .unreadableSymbolGraph(file: ordered[index].name, reason: "\(error)")
                }
            }
            decoded.withLock { $0[index] = result }
        }
        for (offset, file) in ordered.enumerated() {
            guard let result = decoded.withLock({ $0[offset] }) else { continue }
            let document = try result.get()
            let stem = String(file.name.dropLast(".symbols.json".count))
            let module = String(stem.prefix { $0 != "@" })
            let isExtension = stem.contains("@")
            // A module's own graph also holds what it re-exports; each symbol's mangled name starts with its module's.
            for symbol in document.symbols where symbols[symbol.identifier.precise] == nil {
                guard
                    isExtension || !module.allSatisfy(\.isASCII)
                        || Self.module(declaring: symbol.identifier.precise) == module
                else { continue }
                symbols[symbol.identifier.precise] = symbol
                moduleOf[symbol.identifier.precise] = module
            }
            for relationship in document.relationships {
                switch relationship.kind {
                case "conformsTo", "inheritsFrom":
                    conformances[relationship.source, default: []].insert(relationship.target)
                case "requirementOf":
                    requirements[relationship.target, default: []].append(relationship.source)
                case "memberOf":
                    members[relationship.target, default: []].append(relationship.source)
                default: break
                }
            }
        }
        requirements = requirements.mapValues { Array(Set($0)).sorted() }
        members = members.mapValues { Array(Set($0)).sorted() }
    }

    /// The protocols a declaration conforms to or refines, directly or through others, itself excluded.
    func allConformances(of id: String) -> Set<String> {
        var result: Set<String> = []
        var pending = Array(conformances[id, default: []])
        while let next = pending.popLast() {
            guard result.insert(next).inserted else { continue }
            pending += conformances[next, default: []]
        }
        return result
    }

    /// Whether a declaration is isolated to the main actor: it says `@MainActor`, or refines a protocol that does.
    func isMainActor(_ id: String) -> Bool {
        ([id] + allConformances(of: id)).contains { symbols[$0].map(Self.saysMainActor) ?? false }
    }

    /// Whether a declaration's own fragments carry `@MainActor`.
    static func saysMainActor(_ symbol: Symbol) -> Bool {
        (symbol.declarationFragments ?? []).contains { $0.kind == "attribute" && $0.spelling == "MainActor" }
    }

    /// Whether a protocol or class instance is a reference: a class, or a protocol that refines `AnyObject`.
    func isClassBound(_ id: String) -> Bool {
        if symbols[id]?.kind.identifier == "swift.class" { return true }
        return ([id] + allConformances(of: id)).contains { other in
            guard let symbol = symbols[other], symbol.kind.identifier == "swift.protocol" else { return false }
            return (symbol.declarationFragments ?? []).contains { $0.spelling.contains("AnyObject") }
        }
    }

    /// Whether values of a named type may cross actors.
    func isSendable(_ id: String) -> Bool {
        if Self.standardValueTypes.contains(id) || Self.standardSendableTypes.contains(id) { return true }
        guard let symbol = symbols[id] else { return false }
        // A global actor makes a type Sendable, but not a protocol's existential.
        let isType = symbol.kind.identifier != "swift.protocol"
        return allConformances(of: id).contains(Self.sendable) || isType && isMainActor(id)
    }

    /// Whether a named type is `Equatable`.
    func isEquatable(_ id: String) -> Bool {
        if Self.standardValueTypes.contains(id) { return true }
        let all = allConformances(of: id)
        return all.contains(Self.equatable) || all.contains(Self.hashable)
    }

    /// Whether a type has a static member named `unimplemented`, in any module read.
    func hasUnimplementedMember(_ id: String) -> Bool {
        hasStaticProperty(id, named: "unimplemented")
    }

    /// Whether a type declares a static property of the name, such as `failing`.
    func hasStaticProperty(_ id: String, named name: String) -> Bool {
        members[id, default: []].contains { member in
            guard let symbol = symbols[member] else { return false }
            return symbol.names.title == name && symbol.kind.identifier == "swift.type.property"
        }
    }

    static let sendable = "s:s8SendableP"
    static let equatable = "s:SQ"
    static let hashable = "s:SH"

    /// Standard library and Foundation types that are `Equatable` and `Sendable` (the generic ones when their
    /// arguments are): Int, the sized integers, String, Bool, Double, Float, Character, Substring, Array, Dictionary,
    /// Set, Optional, Duration, URL, Date, Data and UUID.
    static let standardValueTypes: Set<String> = [
        "s:Si", "s:Su", "s:s4Int8V", "s:s5Int16V", "s:s5Int32V", "s:s5Int64V", "s:s5UInt8V", "s:s6UInt16V",
        "s:s6UInt32V", "s:s6UInt64V", "s:SS", "s:Sb", "s:Sd", "s:Sf", "s:SJ", "s:Ss", "s:Sa", "s:SD", "s:Sh", "s:Sq",
        "s:s8DurationV", "s:10Foundation3URLV", "s:10Foundation4DateV", "s:10Foundation4DataV",
        "s:10Foundation4UUIDV",
    ]

    /// Standard types that are `Sendable` without being `Equatable`: `any Error`.
    static let standardSendableTypes: Set<String> = ["s:s5ErrorP"]
}
