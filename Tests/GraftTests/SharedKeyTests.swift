import Foundation
import Graft
import GraftTestSupport
import Testing

/// Call sites and keys at the edges of what a `shared` key holds.
final class KeyEdgesComponent: Component<EmptyDependency>, @unchecked Sendable {
    init() {
        super.init(dependency: EmptyComponent())
    }

    /// Two call sites on one line, 65,536 columns apart, as generated code can make them.
    var columnsApart: (Service, Service) {
        (
            shared(line: 5, column: 10) { Service("column 10") },
            shared(line: 5, column: 10 + 65_536) { Service("column 65,546") }
        )
    }

    /// Two call sites in one column, 4,194,304 lines apart.
    var linesApart: (Service, Service) {
        (
            shared(line: 7, column: 9) { Service("line 7") },
            shared(line: 7 + 4_194_304, column: 9) { Service("line 4,194,311") }
        )
    }

    func measurement(_ value: Double) -> Service { shared(key: value) { Service("measurement \(value)") } }

    func item(id: Int) -> Service { shared(key: id) { Service("item \(id)") } }

    func reading(_ reading: Reading) -> Service { shared(key: reading) { Service("\(reading)") } }
}

/// A key that holds a `Double`, so one holding a NaN is not equal to itself.
struct Reading: Hashable, Sendable {
    let sensor: String
    let value: Double
}

@Suite struct SharedKeyTests {
    @Test func callSitesFarApartOnOneLineAreTwoInstances() {
        let component = KeyEdgesComponent()
        let (near, far) = component.columnsApart
        #expect(near !== far)
        #expect(near.name == "column 10")
        #expect(far.name == "column 65,546")
        let (nearAgain, farAgain) = component.columnsApart
        #expect(nearAgain === near)
        #expect(farAgain === far)
    }

    @Test func callSitesFarApartInOneColumnAreTwoInstances() {
        let component = KeyEdgesComponent()
        let (near, far) = component.linesApart
        #expect(near !== far)
        #expect(far.name == "line 4,194,311")
        #expect(component.linesApart.1 === far)
        #expect(component.linesApart.0 === near)
    }

    @Test func aComponentHoldsAHundredThousandKeyedInstances() async {
        // In a process of its own: under the thread sanitizer this takes half a minute, and in this process its
        // creations would compete for the creation lock with every other test's first reads.
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                let count = 100_000
                let component = KeyEdgesComponent()
                let created = (0..<count).map { component.item(id: $0) }
                let distinct = Set(created.map(ObjectIdentifier.init)).count
                let mismatches = (0..<count).filter { component.item(id: $0) !== created[$0] }.count
                print("distinct \(distinct), mismatches \(mismatches), listed \(component.sharedInstances.count)")
            }
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output.contains("distinct 100000, mismatches 0, listed 100000"))
    }

    @Test func aKeyNotEqualToItselfStopsWithTheComponentAndMember() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = KeyEdgesComponent().measurement(.nan)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("KeyEdgesComponent.measurement(_:)"))
        #expect(output.contains("not equal to itself"))
    }

    @Test func aKeyHoldingANaNStopsToo() async {
        let result = await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = KeyEdgesComponent().reading(Reading(sensor: "thermometer", value: .nan))
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("KeyEdgesComponent.reading(_:)"))
        #expect(output.contains("not equal to itself"))
    }
}
