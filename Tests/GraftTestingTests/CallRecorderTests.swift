import GraftTesting
import Testing

@Suite struct CallRecorderTests {
    enum Call: Equatable, Sendable {
        case didFinish
        case didSelect(Int)
    }

    @Test func keepsCallsInOrder() {
        let calls = CallRecorder<Call>()
        calls.record(.didSelect(2))
        calls.record(.didFinish)
        #expect(calls.recorded == [.didSelect(2), .didFinish])
    }

    @Test func removeAllForgetsEarlierCalls() {
        let calls = CallRecorder<Call>()
        calls.record(.didFinish)
        calls.removeAll()
        calls.record(.didSelect(1))
        #expect(calls.recorded == [.didSelect(1)])
    }

    @Test func recordsFromManyTasksAtOnce() async {
        let calls = CallRecorder<Int>()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { calls.record(index) }
            }
        }
        #expect(calls.recorded.sorted() == Array(0..<100))
    }

    @Test func expectPassesOnTheSameCalls() {
        let calls = CallRecorder<Call>()
        calls.expect([])
        calls.record(.didSelect(3))
        calls.expect([.didSelect(3)])
    }

    @Test func expectReportsBothListsOnAMismatch() {
        let calls = CallRecorder<Call>()
        calls.record(.didFinish)
        expectFailure(containing: ["Expected the calls [", "didSelect(3)", "but recorded [", "didFinish"]) {
            calls.expect([.didSelect(3)])
        }
    }

    @Test func expectReportsCallsInAnotherOrder() {
        let calls = CallRecorder<String>()
        calls.record("b")
        calls.record("a")
        expectFailure(containing: [#"Expected the calls ["a", "b"], but recorded ["b", "a"]."#]) {
            calls.expect(["a", "b"])
        }
    }
}
