import Testing

@testable import Graft

extension Component {
    /// The capacities of the tables this component has used, oldest first.
    fileprivate var tableCapacities: [Int] {
        sharedStorage.ownTables.map(\.capacity).reversed()
    }
}

/// A component with ten `shared` members, for the capacity its tables grow to.
private class TenMembers: Component<EmptyDependency>, @unchecked Sendable {
    init() { super.init(dependency: EmptyComponent()) }

    var one: Int { shared { 1 } }
    var two: Int { shared { 2 } }
    var three: Int { shared { 3 } }
    var four: Int { shared { 4 } }
    var five: Int { shared { 5 } }
    var six: Int { shared { 6 } }
    var seven: Int { shared { 7 } }
    var eight: Int { shared { 8 } }
    var nine: Int { shared { 9 } }
    var ten: Int { shared { 10 } }

    /// Reads the first `count` members, and no other, and returns their sum.
    func read(_ count: Int) -> Int {
        let members: [KeyPath<TenMembers, Int>] = [
            \.one, \.two, \.three, \.four, \.five, \.six, \.seven, \.eight, \.nine, \.ten,
        ]
        return members.prefix(count).reduce(0) { $0 + self[keyPath: $1] }
    }
}

/// Ten members again, in a type of its own, whose components mostly read one of them.
private final class MostlyOneMember: TenMembers, @unchecked Sendable {}

/// A component that only ever reads one member.
private final class OneMember: Component<EmptyDependency>, @unchecked Sendable {
    init() { super.init(dependency: EmptyComponent()) }

    var only: Int { shared { 1 } }
}

/// A value type per depth of nesting, so that one generic member can make as many instances as a test needs.
private enum Nested<Inner> {}

/// An instance of one of `ManyInstances`' value types.
private final class Tagged<Tag>: Sendable {}

/// A component with one generic member that makes an instance per value type, for tables of hundreds of slots.
private final class ManyInstances: Component<EmptyDependency>, @unchecked Sendable {
    init() { super.init(dependency: EmptyComponent()) }

    func instance<Tag>(of _: Tag.Type) -> Tagged<Tag> { shared { Tagged() } }

    /// Reads `count` instances, of `Tagged<Int>`, `Tagged<Nested<Int>>` and so on, and returns how many it read.
    func read(_ count: Int) -> Int { read(count, startingAt: Int.self) }

    private func read<Tag>(_ count: Int, startingAt _: Tag.Type) -> Int {
        guard count > 0 else { return 0 }
        _ = instance(of: Tag.self)
        return 1 + read(count - 1, startingAt: Nested<Tag>.self)
    }
}

/// The capacities that components' tables grow to, learned by component type.
@Suite(.serialized) struct LearnedTableCapacitiesTests {
    @Test func aTypeIsGivenTheCapacityItLearnedAndNoOtherTypeIs() {
        var capacities = LearnedTableCapacities()
        let learner = ObjectIdentifier(TenMembers.self)
        #expect(capacities.capacity(for: learner) == nil)
        capacities.learn(8, for: learner)
        capacities.learn(16, for: learner)
        #expect(capacities.capacity(for: learner) == 16)
        #expect(capacities.capacity(for: ObjectIdentifier(OneMember.self)) == nil)
    }

    /// The counts follow a type's recent components: after thousands of components that went on to a second
    /// instance, those that do not bring the type back to tables of one slot within the counted span, not after as
    /// many thousands again.
    @Test func theCountsFollowATypesRecentComponents() {
        var capacities = LearnedTableCapacities()
        let type = ObjectIdentifier(OneMember.self)
        capacities.learn(16, for: type)
        var learnedStarts = 0
        for _ in 0..<5_000 {
            if capacities.capacityOfNewFirstTable(for: type) == 16 { learnedStarts += 1 }
            capacities.countSecondInstance(for: type)
        }
        #expect(learnedStarts == 5_000)
        learnedStarts = 0
        while capacities.capacityOfNewFirstTable(for: type) != nil, learnedStarts <= 5_000 { learnedStarts += 1 }
        #expect(learnedStarts > 0 && learnedStarts <= LearnedTableCapacities.countedFirstTables)
    }

    @Test func aCapacityAboveTheLargestIsLearnedAsTheLargest() {
        var capacities = LearnedTableCapacities()
        let type = ObjectIdentifier(TenMembers.self)
        capacities.learn(1 << 20, for: type)
        #expect(capacities.capacity(for: type) == LearnedTableCapacities.largest)
    }

    /// Two identifiers that share a place: the later one takes it, and the earlier is forgotten, not given the other's
    /// capacity.
    @Test func aTypeWhosePlaceAnotherTakesIsForgotten() throws {
        var capacities = LearnedTableCapacities()
        let objects = (0..<1_000).map { _ in TenMembers() }
        var seen: [Int: ObjectIdentifier] = [:]
        var pair: (ObjectIdentifier, ObjectIdentifier)?
        for object in objects {
            let identifier = ObjectIdentifier(object)
            let place = UInt(bitPattern: Int(bitPattern: identifier)).fibonacciIndex(bits: 6)
            if let earlier = seen[place] {
                pair = (earlier, identifier)
                break
            }
            seen[place] = identifier
        }
        let (earlier, later) = try #require(pair)
        capacities.learn(16, for: earlier)
        capacities.learn(8, for: later)
        #expect(capacities.capacity(for: earlier) == nil)
        #expect(capacities.capacity(for: later) == 8)
    }

    /// The first component of a type doubles its table from 4 slots; a later one of the same type starts with a
    /// table of the capacity the first reached, never grows it, and reads the same values.
    @Test func aLaterComponentOfATypeStartsWithTheCapacityTheFirstReached() {
        let first = TenMembers()
        #expect(first.read(2) == 3)
        #expect(first.tableCapacities == [1, 4])
        #expect(first.read(10) == 55)
        #expect(first.tableCapacities == [1, 4, 8, 16])

        let later = TenMembers()
        #expect(later.tableCapacities == [])
        #expect(later.read(1) == 1)
        #expect(later.tableCapacities == [16])
        #expect(later.read(10) == 55)
        #expect(later.tableCapacities == [16])
        #expect(later.one == 1 && later.ten == 10)
    }

    /// A type whose components mostly read one member, though the first read ten, keeps them at one slot.
    ///
    /// A component starts at the learned capacity only while at least half of those that made a first table since
    /// the type learned went on to a second instance. When most read ten again, each grows from one slot to 16 until
    /// half did, and the next starts at 16.
    @Test func aTypeWhoseComponentsMostlyReadOneMemberKeepsThemAtOneSlot() {
        let teacher = MostlyOneMember()
        #expect(teacher.read(10) == 55)
        #expect(teacher.tableCapacities == [1, 4, 8, 16])
        // Counted so far: the teacher's first table and its second instance.
        let second = MostlyOneMember()
        #expect(second.read(1) == 1)
        #expect(second.tableCapacities == [16])
        let readersOfOne = (0..<10).map { _ in MostlyOneMember() }
        #expect(readersOfOne.allSatisfy { $0.read(1) == 1 && $0.tableCapacities == [1] })
        // Twelve first tables and one second instance: each reader of ten adds one of each.
        let readersOfTen = (0..<12).map { _ in MostlyOneMember() }
        #expect(readersOfTen.allSatisfy { $0.read(10) == 55 })
        #expect(readersOfTen.dropLast().allSatisfy { $0.tableCapacities == [1, 16] })
        #expect(readersOfTen.last?.tableCapacities == [16])
    }

    /// A later component's first table, of the learned capacity, keeps its instances as a grown table keeps those
    /// that arrive while it is current: it lists them in creation order, a factory that throws leaves none, a keyed
    /// member's are listed by key, and releasing the component releases every one.
    @Test func aFirstTableOfTheLearnedCapacityListsAndReleasesItsInstances() throws {
        final class Token: Sendable {}
        final class Mixed: Component<EmptyDependency>, @unchecked Sendable {
            let attempts = CallCounter()
            init() { super.init(dependency: EmptyComponent()) }
            func flaky() throws -> Token {
                try shared {
                    attempts.increment()
                    if attempts.value == 1 { throw FactoryFailure(attempt: 1) }
                    return Token()
                }
            }
            var plain: Token { shared { Token() } }
            var number: Int { shared { 7 } }
            func item(id: Int) -> Token { shared(key: id) { Token() } }
            func tag<Tag>(_: Tag.Type) -> Tagged<Tag> { shared { Tagged() } }
        }
        let teacher = Mixed()
        _ = (teacher.plain, teacher.number, teacher.item(id: 1))
        _ = (teacher.tag(Int.self), teacher.tag(String.self), teacher.tag(Double.self), teacher.tag(Bool.self))
        _ = (teacher.tag(Int8.self), teacher.tag(Int16.self), teacher.tag(Int32.self))
        #expect(teacher.tableCapacities == [1, 4, 8, 16])

        weak var released: Token?
        weak var releasedItem: Token?
        do {
            let later = Mixed()
            #expect(throws: FactoryFailure(attempt: 1)) { try later.flaky() }
            #expect(later.tableCapacities == [16])
            #expect(later.sharedInstances.isEmpty)
            let plain = later.plain
            #expect(later.number == 7)
            let item = later.item(id: 2)
            _ = later.item(id: 1)
            let flaky = try later.flaky()
            #expect(try later.flaky() === flaky && later.plain === plain && later.item(id: 2) === item)
            #expect(later.tableCapacities == [16])
            #expect(
                later.sharedInstances.map(\.member) == ["plain", "number", "item(id:)", "item(id:)", "flaky()"])
            #expect(later.sharedInstances.map(\.key) == [nil, nil, "2", "1", nil])
            released = plain
            releasedItem = item
        }
        #expect(released == nil && releasedItem == nil)
    }

    /// A component type whose components read one member never grows, so its components keep one slot.
    @Test func aComponentWithOneMemberKeepsItsTableOfOneSlot() {
        let components = (0..<3).map { _ in OneMember() }
        #expect(components.allSatisfy { $0.only == 1 && $0.sharedStorage.currentTable.capacity == 1 })
    }

    /// A type whose components hold a few hundred instances learns a table that holds them all: a later component
    /// starts with a table of 32 slots, as large as a first table is, and grows that one, when full, to the capacity
    /// learned, up to ``LearnedTableCapacities/largest`` slots; past it, a later component doubles from there.
    @Test func aLaterComponentOfALargeTypeGrowsFromThirtyTwoSlotsToTheLearnedCapacity() {
        let first = ManyInstances()
        #expect(first.read(200) == 200)
        #expect(first.tableCapacities == [1, 4, 8, 16, 32, 64, 128, 256, 512])

        let few = ManyInstances()
        #expect(few.read(1) == 1)
        #expect(few.tableCapacities == [LearnedTableCapacities.largestFirstGrowth])
        #expect(few.read(24) == 24)
        #expect(few.tableCapacities == [32])
        #expect(few.read(25) == 25)
        #expect(few.tableCapacities == [32, 512])

        let later = ManyInstances()
        #expect(later.read(200) == 200)
        #expect(later.tableCapacities == [32, 512])
        #expect(later.instance(of: Int.self) === later.instance(of: Int.self))

        #expect(first.read(400) == 400)
        #expect(first.tableCapacities == [1, 4, 8, 16, 32, 64, 128, 256, 512, 1_024])
        let largest = LearnedTableCapacities.largest
        let last = ManyInstances()
        #expect(last.read(400) == 400)
        #expect(last.tableCapacities == [32, largest, 2 * largest])
    }
}
