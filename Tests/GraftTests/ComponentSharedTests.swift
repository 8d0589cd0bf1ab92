import Foundation
import Graft
import Testing

@Suite struct ComponentSharedTests {
    @Test func returnsTheSameInstanceOnEveryRead() {
        let component = TestRootComponent()
        let first = component.authService
        #expect(component.authService === first)
        #expect(component.authService === first)
        #expect(component.factoryCalls.value == 1)
    }

    @Test func eachComponentInstanceHasItsOwnScope() {
        let one = TestRootComponent()
        let other = TestRootComponent()
        #expect(one.authService !== other.authService)
        #expect(one.networkClient !== other.networkClient)
    }

    @Test func twoCallsInOneMemberAreTwoInstances() {
        let component = TestRootComponent()
        let (first, second) = component.pair
        #expect(first !== second)
        #expect(first.name == "first")
        #expect(second.name == "second")
        let (firstAgain, secondAgain) = component.pair
        #expect(first === firstAgain)
        #expect(second === secondAgain)
    }

    @Test func explicitKeysSplitOneCallSite() {
        let component = TestRootComponent()
        let one = component.landmark(id: 1)
        let two = component.landmark(id: 2)
        #expect(one !== two)
        #expect(one.name == "landmark 1")
        #expect(two.name == "landmark 2")
        #expect(component.landmark(id: 1) === one)
    }

    @Test func equalKeysAtTwoCallSitesAreTwoInstances() {
        let component = TestRootComponent()
        #expect(component.landmark(id: 7) !== component.otherLandmark(id: 7))
        #expect(component.otherLandmark(id: 7).name == "other landmark 7")
    }

    @Test func manyKeysGrowTheTableWithoutLosingInstances() {
        let component = TestRootComponent()
        let created = (0..<1_000).map { component.landmark(id: $0) }
        for (id, service) in created.enumerated() {
            #expect(component.landmark(id: id) === service)
        }
    }

    /// A generic helper passes one call site on for every key type it is called with: each key type gets its own
    /// instances, even for keys whose hashes are equal.
    @Test func oneCallSiteKeepsTheInstancesOfEachKeyTypeApart() {
        final class Items: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            func item<Key: Hashable & Sendable>(_ key: Key) -> Service {
                shared(key: key) { Service("\(Key.self) \(key)") }
            }
        }
        let items = Items()
        #expect("nine".hashValue == ("nine" as Substring).hashValue)
        let string = items.item("nine")
        let substring = items.item("nine" as Substring)
        #expect(string !== substring)
        #expect(string.name == "String nine" && substring.name == "Substring nine")
        #expect(items.item("nine") === string && items.item("nine" as Substring) === substring)
    }

    @Test func aFactoryReadsOtherSharedMembers() {
        let component = TestRootComponent()
        let auth = component.authService
        #expect(auth.name == "auth via network")
        #expect(component.networkClient.name == "network")
    }

    @Test func aChildFactoryReadsItsAncestorsSharedMembers() {
        let root = TestRootComponent()
        let child = TestChildComponent(dependency: root)
        #expect(child.profileStore.name == "profile for auth via network")
        #expect(child.authService === root.authService)
        #expect(TestChildComponent(dependency: root).profileStore !== child.profileStore)
    }

    @Test func theValueTypeIsPartOfTheKey() {
        final class Generic: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            func make<Value: Sendable>(_ value: Value) -> Value { shared { value } }
        }
        let component = Generic()
        #expect(component.make(1) == 1)
        #expect(component.make("one") == "one")
        #expect(component.make(2) == 1)
    }

    @Test func valuesOfEveryShapeReadBackUnchanged() {
        let component = ShapesComponent()
        let first = component.everyShape
        // Read a second time, and after more members have grown the table, so the values come from the table.
        let again = component.everyShape
        for index in 0..<64 { _ = component.filler(index) }
        let afterGrowth = component.everyShape
        for reading in [again, afterGrowth] {
            #expect(reading.zero == 0 && reading.minimum == .min && reading.flag == false && reading.byte == 0xAB)
            #expect(reading.fraction == 0.25 && reading.missing == nil && reading.present === first.present)
            #expect(reading.pair == first.pair && reading.wide == first.wide && reading.text == first.text)
            #expect(reading.choice == first.choice && reading.wrapped.service === first.wrapped.service)
            #expect(reading.weakBox.target === component.anchor && reading.existential as? Int == 42)
            #expect(reading.closure() == "closure")
        }
    }

    @Test func oneGenericCallSiteKeepsEveryTypeApart() {
        final class Generic: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            // Every type hashes to the same slot here, so most of them are found past the two slots read inline,
            // the home slot and its pair, by the probe.
            func make<Value: Sendable>(_ value: Value) -> Value { shared { value } }
        }
        let component = Generic()
        let service = Service("generic")
        for _ in 0..<2 {
            #expect(component.make(1) == 1)
            #expect(component.make(UInt8(2)) == 2)
            #expect(component.make(Int16(3)) == 3)
            #expect(component.make(Int32(4)) == 4)
            #expect(component.make(Int64(5)) == 5)
            #expect(component.make(UInt(6)) == 6)
            #expect(component.make(UInt16(7)) == 7)
            #expect(component.make(UInt32(8)) == 8)
            #expect(component.make(9.5) == 9.5)
            #expect(component.make(Float(10.5)) == 10.5)
            #expect(component.make("eleven") == "eleven")
            #expect(component.make(true) == true)
            #expect(component.make(service) === service)
            #expect(component.make(Service?.some(service)) === service)
            #expect(component.make([14]) == [Int]([14]))
            #expect(component.make(Character("f")) == Character("f"))
            #expect(component.make(Set([17])) == Set([17]))
        }
    }

    @Test func aValueOutlivesItsComponentWhileHeld() {
        weak var released: ShapesComponent?
        var held: Service?
        do {
            let component = ShapesComponent()
            released = component
            held = component.everyShape.present
        }
        #expect(released == nil)
        #expect(held?.name == "present")
    }

    @Test func aComponentAloneKeepsItsValuesAliveAndReleasesThemWithIt() {
        final class Owner: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            // One word, so a table slot holds a copy of the reference.
            var single: Service { shared { Service("single") } }
            // Kept, after the first, by the trailers of the tables the component grows into.
            var later: [Service] {
                [shared { Service("later 1") }, shared { Service("later 2") }, shared { Service("later 3") }]
            }
            // Two words, so the value is kept in memory of its own and the slot holds its address.
            var pair: (Service, Service) { shared { (Service("first"), Service("second")) } }
            // Kept in the call site's own table, with its key.
            func item(id: Int) -> Service { shared(key: id) { Service("item \(id)") } }
        }
        weak var single: Service?
        weak var second: Service?
        weak var lastItem: Service?
        weak var lastLater: Service?
        var owner: Owner? = Owner()
        single = owner?.single
        second = owner?.pair.1
        lastLater = owner?.later.last
        for id in 0..<100 { lastItem = owner?.item(id: id) }
        #expect(single != nil && second != nil && lastItem != nil && lastLater != nil)
        #expect(owner?.later.map(\.name) == ["later 1", "later 2", "later 3"])
        #expect(owner?.later.last === lastLater)
        #expect(owner?.single === single && owner?.single.name == "single")
        #expect(owner?.pair.1 === second && owner?.pair.0.name == "first")
        #expect(owner?.item(id: 99) === lastItem && lastItem?.name == "item 99")
        owner = nil
        #expect(single == nil && second == nil && lastItem == nil && lastLater == nil)
    }

    @Test func aKeyedFactoryReadsItsOwnMemberWithOtherKeysWhileItsTableGrows() {
        final class Chain: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            // Each factory reads the next key first, so the innermost creation publishes first and the table's
            // chunks and index grow while every outer creation of the same call site is still in flight.
            func link(_ index: Int) -> Service {
                shared(key: index) { Service(index == 40 ? "end" : "\(index) > " + link(index + 1).name) }
            }
        }
        let chain = Chain()
        let first = chain.link(0)
        #expect(first.name.hasPrefix("0 > 1 > 2 > "))
        #expect(first.name.hasSuffix("39 > end"))
        let links = (0...40).map { chain.link($0) }
        #expect(links[0] === first)
        #expect(zip(links, (0...40).map { chain.link($0) }).allSatisfy { $0 === $1 })
        #expect(links[39].name == "39 > end")
        // Listed in the order their keys were created: the innermost first.
        #expect(chain.sharedInstances.map(\.key) == (0...40).reversed().map { String($0) })
    }

    @Test func aThrowingFactoryCachesNothingAndTheNextReadTriesAgain() throws {
        final class Flaky: Component<EmptyDependency>, @unchecked Sendable {
            let attempts = CallCounter()
            init() { super.init(dependency: EmptyComponent()) }
            func service() throws -> Service {
                try shared {
                    attempts.increment()
                    if attempts.value < 3 { throw FactoryFailure(attempt: attempts.value) }
                    return Service("third time")
                }
            }
        }
        let component = Flaky()
        #expect(throws: FactoryFailure(attempt: 1)) { try component.service() }
        #expect(throws: FactoryFailure(attempt: 2)) { try component.service() }
        let service = try component.service()
        #expect(service.name == "third time")
        #expect(try component.service() === service)
        #expect(component.attempts.value == 3)
    }

    @Test func aFactoryThatKeepsThrowingLeavesTheOtherMembersAsTheyWere() throws {
        final class Flaky: Component<EmptyDependency>, @unchecked Sendable {
            let attempts = CallCounter()
            init() { super.init(dependency: EmptyComponent()) }
            var steady: Service { shared { Service("steady") } }
            var later: Service { shared { Service("later") } }
            func flaky() throws -> Service {
                try shared {
                    attempts.increment()
                    if attempts.value < 1_000 { throw FactoryFailure(attempt: attempts.value) }
                    return Service("at last")
                }
            }
        }
        let component = Flaky()
        let steady = component.steady
        for attempt in 1..<1_000 {
            #expect(throws: FactoryFailure(attempt: attempt)) { try component.flaky() }
        }
        let later = component.later
        let flaky = try component.flaky()
        #expect(flaky.name == "at last")
        let again = try component.flaky()
        #expect(component.steady === steady && component.later === later && again === flaky)
        #expect(component.sharedInstances.map(\.member) == ["steady", "later", "flaky()"])
        #expect(component.attempts.value == 1_000)
    }

    @Test func aFactoryListingItsComponentSeesWhatWasCreatedBeforeIt() {
        final class Listing: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            var first: Service { shared { Service("first") } }
            var listed: [String] {
                shared {
                    _ = first
                    return sharedInstances.map(\.member)
                }
            }
        }
        let component = Listing()
        #expect(component.listed == ["first"])
        #expect(component.sharedInstances.map(\.member) == ["first", "listed"])
    }

    @Test func nestedFactoriesGrowTheTableWhileEachIsInFlight() {
        final class Chain: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            // Each factory reads the next member first, so every outer creation is in flight while the table grows
            // from one slot to 32 under it.
            var m0: Service { shared { Service("0 " + m1.name) } }
            var m1: Service { shared { Service("1 " + m2.name) } }
            var m2: Service { shared { Service("2 " + m3.name) } }
            var m3: Service { shared { Service("3 " + m4.name) } }
            var m4: Service { shared { Service("4 " + m5.name) } }
            var m5: Service { shared { Service("5 " + m6.name) } }
            var m6: Service { shared { Service("6 " + m7.name) } }
            var m7: Service { shared { Service("7 " + m8.name) } }
            var m8: Service { shared { Service("8 " + m9.name) } }
            var m9: Service { shared { Service("9 " + m10.name) } }
            var m10: Service { shared { Service("10 " + m11.name) } }
            var m11: Service { shared { Service("11") } }
            var all: [Service] { [m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11] }
        }
        let component = Chain()
        let first = component.all
        #expect(first[0].name == "0 1 2 3 4 5 6 7 8 9 10 11")
        #expect(zip(first, component.all).allSatisfy { $0 === $1 })
        // Listed in the order they were published: the innermost first.
        #expect(component.sharedInstances.map(\.member) == (0...11).reversed().map { "m\($0)" })
    }

    @Test func aSynchronousFactoryThrowsItsOwnErrorType() {
        final class Checked: Component<EmptyDependency>, @unchecked Sendable {
            init() { super.init(dependency: EmptyComponent()) }
            /// Declares only `FactoryFailure`, which compiles because `shared` throws exactly what its factory throws.
            func service(failing: Bool) throws(FactoryFailure) -> Service {
                try shared(key: failing) { () throws(FactoryFailure) -> Service in
                    if failing { throw FactoryFailure(attempt: 1) }
                    return Service("checked")
                }
            }
            func unkeyed() throws(FactoryFailure) -> Service {
                try shared { () throws(FactoryFailure) -> Service in throw FactoryFailure(attempt: 2) }
            }
        }
        let component = Checked()
        do {
            _ = try component.service(failing: true)
            Issue.record("the factory's error was not thrown")
        } catch {
            // `error` is a `FactoryFailure` here, with no cast.
            #expect(error.attempt == 1)
        }
        #expect(throws: FactoryFailure(attempt: 2)) { try component.unkeyed() }
        #expect((try? component.service(failing: false))?.name == "checked")
    }

    @Test func racingThreadsRunTheFactoryOnce() {
        let component = TestRootComponent()
        // Each thread writes its own slot, so collecting results needs no lock that could order the threads.
        let identities = ConcurrentSlots<ObjectIdentifier>(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            identities[index] = ObjectIdentifier(component.slowService)
        }
        #expect(component.factoryCalls.value == 1)
        #expect(component.racerWaited.withLock { $0 })
        #expect(identities.values.count == 64)
        #expect(Set(identities.values).count == 1)
    }

    @Test func racingTasksRunTheFactoryOnce() async {
        let component = TestRootComponent()
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(component.slowService) }
            }
            return await group.reduce(into: Set()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(component.factoryCalls.value == 1)
        #expect(component.racerWaited.withLock { $0 })
    }

    /// Threads create keys while others read them, each in its own order, so reads run while the call site's index
    /// and directory are replaced: every thread gets the one instance of each key.
    @Test func racingThreadsAgreeWhileAKeyedTableGrows() {
        let component = TestRootComponent()
        let threads = 4
        let keys = 3_000
        let identities = ConcurrentSlots<ObjectIdentifier>(count: threads * keys)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 0..<keys {
                // Thread 0 goes up, thread 1 down, the others up from a quarter and a half of the way.
                let key = thread == 1 ? keys - 1 - step : (step + thread * keys / 4) % keys
                identities[thread * keys + key] = ObjectIdentifier(component.landmark(id: key))
            }
        }
        let values = identities.values
        #expect(Set(values).count == keys)
        #expect((0..<keys).allSatisfy { key in (1..<threads).allSatisfy { values[$0 * keys + key] == values[key] } })
    }

    /// Member `index` of 200, unkeyed (a call site each) or keyed (one call site, keyed by `index`): its factory
    /// fails on its first attempt, and reads the member before it, so that creations nest, fail and claim again while
    /// the component's table, or the call site's index, grows under them.
    @Test(arguments: [false, true])
    func racingThreadsAgreeWhileFactoriesFailAndCreationsNest(keyed: Bool) throws {
        final class Flaky: Component<EmptyDependency>, @unchecked Sendable {
            let keyed: Bool
            let attempts = (0..<200).map { _ in CallCounter() }
            init(keyed: Bool) {
                self.keyed = keyed
                super.init(dependency: EmptyComponent())
            }
            func member(_ index: Int) throws -> Service {
                let factory = { () throws -> Service in
                    self.attempts[index].increment()
                    if self.attempts[index].value == 1 { throw FactoryFailure(attempt: index) }
                    let inner = index > 0 ? (try? self.member(index - 1))?.name ?? "failed" : "none"
                    return Service("\(index) after \(inner)")
                }
                return keyed ? try shared(key: index, factory) : try shared(line: UInt(index + 1), factory)
            }
        }
        let component = Flaky(keyed: keyed)
        let identities = ConcurrentSlots<ObjectIdentifier?>(count: 2_000)
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            identities[index] = (try? component.member(199 - index % 200)).map(ObjectIdentifier.init)
        }
        let members = try (0..<200).map { try component.member($0) }
        // Every read keeps its place, a failed one as `nil`, so each is compared with its own member's instance.
        #expect(identities.values.count == 2_000)
        for (index, identity) in identities.values.enumerated() {
            guard let identity else { continue }
            #expect(identity == ObjectIdentifier(members[199 - index % 200]), "read \(index)")
        }
        #expect(component.sharedInstances.count == 200)
        #expect(component.attempts.allSatisfy { $0.value == 2 })
    }

    @Test func racingThreadsOnManyMembersAndKeysAgree() {
        let component = TestRootComponent()
        let identities = ConcurrentSlots<ObjectIdentifier>(count: 2_000)
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            identities[index] = ObjectIdentifier(component.landmark(id: index % 200))
        }
        let byKey = Dictionary(grouping: identities.values.enumerated(), by: { $0.offset % 200 })
        #expect(byKey.count == 200)
        #expect(byKey.values.allSatisfy { Set($0.map(\.element)).count == 1 })
        #expect(Set(identities.values).count == 200)
    }
}
