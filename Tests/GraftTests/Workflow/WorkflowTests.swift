import Graft
import GraftTestSupport
import Testing

@MainActor
@Suite struct WorkflowTests {
    @Test func stepsRunInOrderEachOnThePreviousResult() async {
        let workflow = RecordingWorkflow<String>()
        workflow
            .onStep { (root: String) in
                workflow.record("first \(root)")
                return (root + "-a", 1)
            }
            .onStep { (item: String, value: Int) in
                workflow.record("second \(item) \(value)")
                await Task.yield()
                return (item + "-b", value + 1)
            }
            .onStep { (item: String, value: Int) in
                workflow.record("third \(item) \(value)")
                return ((), ())
            }
            .commit()

        await workflow.subscribe("root").value

        #expect(workflow.entries == ["first root", "second root-a 1", "third root-a-b 2", "didComplete"])
    }

    @Test func aThrowingStepEndsTheWorkflowInDidReceiveError() async {
        let workflow = RecordingWorkflow<Void>()
        workflow
            .onStep { _ in
                workflow.record("first")
                return ((), ())
            }
            .onStep { _, _ -> (Void, Void) in
                workflow.record("second")
                throw StepFailure(step: "second")
            }
            .onStep { _, _ in
                workflow.record("third")
                return ((), ())
            }
            .commit()

        await workflow.subscribe(()).value

        #expect(workflow.entries == ["first", "second", "didReceiveError"])
        #expect(workflow.errors.map { $0 as? StepFailure } == [StepFailure(step: "second")])
    }

    @Test func aRunBoundToAnInteractorEndsWhenTheInteractorIsDeactivated() async {
        let workflow = RecordingWorkflow<Void>()
        let gate = Gate()
        workflow
            .onStep { _ in
                workflow.record("waiting")
                try await gate.wait()
                return ((), ())
            }
            .onStep { _, _ in
                workflow.record("after the wait")
                return ((), ())
            }
            .commit()
        let interactor = RecordingInteractor()
        interactor.activate()

        let task = workflow.subscribe(()).cancelOnDeactivate(of: interactor)
        await gate.untilWaiting()
        interactor.deactivate()
        await task.value
        gate.open()

        #expect(task.isCancelled)
        #expect(workflow.entries == ["waiting"])
    }

    @Test func aRunBoundToAReleasedInteractorEnds() async {
        let workflow = RecordingWorkflow<Void>()
        let gate = Gate()
        workflow.onStep { _ in
            try await gate.wait()
            return ((), ())
        }
        .commit()
        var interactor: RecordingInteractor? = RecordingInteractor()
        interactor!.activate()

        let task = workflow.subscribe(()).cancelOnDeactivate(of: interactor!)
        await gate.untilWaiting()
        interactor = nil
        await task.value

        #expect(task.isCancelled)
        #expect(workflow.entries.isEmpty)
    }

    @Test func aRunBoundToAnInactiveInteractorRunsNoStep() async {
        let workflow = RecordingWorkflow<Void>()
        workflow
            .onStep { _ in
                workflow.record("first")
                return ((), ())
            }
            .commit()

        let task = workflow.subscribe(()).cancelOnDeactivate(of: RecordingInteractor())
        await task.value

        #expect(workflow.entries.isEmpty)
    }

    @Test func aBoundRunThatCompletesIsAwaitedByTheInteractorAndOutlivesNothing() async throws {
        let workflow = RecordingWorkflow<Void>()
        let gate = Gate()
        workflow.onStep { _ in
            try await gate.wait()
            return ((), ())
        }
        .commit()
        let interactor = RecordingInteractor()
        interactor.activate()

        let task = workflow.subscribe(()).cancelOnDeactivate(of: interactor)
        await gate.untilWaiting()
        gate.open()
        try await interactor.waitForTasks()

        #expect(workflow.entries == ["didComplete"])
        interactor.deactivate()
        #expect(!task.isCancelled)
    }

    @Test func cancellingTheTaskCancelsTheWaitingStepAndEndsTheWorkflow() async {
        let workflow = RecordingWorkflow<Void>()
        let gate = Gate()
        workflow
            .onStep { _ in
                workflow.record("waiting")
                do {
                    try await gate.wait()
                } catch {
                    workflow.record("wait ended by \(type(of: error))")
                    throw error
                }
                return ((), ())
            }
            .onStep { _, _ in
                workflow.record("after the wait")
                return ((), ())
            }
            .commit()

        let task = workflow.subscribe(())
        await gate.untilWaiting()
        task.cancel()
        await task.value
        gate.open()
        await Task.yield()

        #expect(workflow.entries == ["waiting", "wait ended by CancellationError"])
    }

    @Test func aStepThatIgnoresCancellationRunsNoLaterStep() async {
        let workflow = RecordingWorkflow<Void>()
        workflow
            .onStep { _ in
                workflow.record("first")
                withUnsafeCurrentTask { $0?.cancel() }
                return ((), ())
            }
            .onStep { _, _ in
                workflow.record("second")
                return ((), ())
            }
            .commit()

        await workflow.subscribe(()).value

        #expect(workflow.entries == ["first"])
    }

    @Test func aFinishedWorkflowHoldsNoActionableItem() async {
        let workflow = RecordingWorkflow<RecordingInteractor>()
        workflow
            .onStep { (root: RecordingInteractor) in (RecordingInteractor(name: "child"), root.name) }
            .onStep { (child: RecordingInteractor, rootName: String) in
                workflow.record("\(rootName) then \(child.name)")
                return (child, ())
            }
            .commit()
        var root: RecordingInteractor? = RecordingInteractor(name: "root")
        weak let weakRoot = root

        let task = workflow.subscribe(root!)
        root = nil
        await task.value

        #expect(workflow.entries == ["root then child", "didComplete"])
        #expect(weakRoot == nil)
    }

    @Test func aWorkflowReleasesTheFeaturesItPassedThroughOnceItEnds() async {
        let reports = LeakReportLog()
        let parent = RecordingRouter(name: "Parent")
        parent.leakDetector = reports.makeDetector()
        var child: RecordingRouter? = RecordingRouter(name: "Child")
        parent.load()
        parent.interactor.activate()
        parent.attachChild(child!)
        let gate = Gate()
        let workflow = RecordingWorkflow<RecordingRouter>()
        workflow
            .onStep { (parent: RecordingRouter) -> (RecordingInteractor, Void) in
                (parent.children.compactMap { ($0 as? RecordingRouter)?.interactor }.first!, ())
            }
            .onStep { (child: RecordingInteractor, _) in
                workflow.record("reached \(child.name), active: \(child.isActive)")
                try await gate.wait()
                return ((), ())
            }
            .commit()

        let finished = workflow.subscribe(parent)
        let waiting = workflow.subscribe(parent)
        await gate.untilWaiting(2)
        gate.open()
        await finished.value
        await waiting.value
        parent.detachChild(child!)
        child = nil
        await parent.leakDetector.waitForPendingChecks()

        #expect(workflow.entries.filter { $0 == "reached Child, active: true" }.count == 2)
        #expect(reports.reports.map(\.description) == [])
    }

    @Test func aWaitingWorkflowHoldsItsFeatureUntilCancelled() async {
        let gate = Gate()
        let workflow = RecordingWorkflow<Void>()
        var feature: RecordingInteractor? = RecordingInteractor(name: "feature")
        weak let weakFeature = feature
        workflow
            .onStep { [feature] _ in (feature!, ()) }
            .onStep { (feature: RecordingInteractor, _) in
                try await gate.wait()
                workflow.record(feature.name)
                return ((), ())
            }
            .commit()
        // The definition holds the feature it captured; only the run must let it go.
        let task = workflow.subscribe(())
        await gate.untilWaiting()
        feature = nil

        #expect(weakFeature != nil, "the waiting step still has its actionable item")
        task.cancel()
        await task.value
        #expect(workflow.entries == [])
    }

    @Test func subscribingTwiceRunsTwoIndependentWorkflows() async {
        let gate = Gate()
        let workflow = RecordingWorkflow<String>()
        workflow
            .onStep { (root: String) in
                workflow.record("start \(root)")
                if root == "waits" {
                    try await gate.wait()
                }
                return (root, ())
            }
            .onStep { (root: String, _) in
                workflow.record("end \(root)")
                return ((), ())
            }
            .commit()

        let waiting = workflow.subscribe("waits")
        await gate.untilWaiting()
        await workflow.subscribe("runs").value
        #expect(workflow.entries == ["start waits", "start runs", "end runs", "didComplete"])

        gate.open()
        await waiting.value
        #expect(workflow.entries.suffix(2) == ["end waits", "didComplete"])
        #expect(workflow.entries.count == 6)
    }

    @Test func cancellingOneSubscriptionLeavesTheOtherRunning() async {
        let gate = Gate()
        let workflow = RecordingWorkflow<String>()
        workflow
            .onStep { (root: String) in
                try await gate.wait()
                workflow.record("opened \(root)")
                return ((), ())
            }
            .commit()

        let cancelled = workflow.subscribe("cancelled")
        let kept = workflow.subscribe("kept")
        await gate.untilWaiting(2)
        cancelled.cancel()
        await cancelled.value
        gate.open()
        await kept.value

        #expect(workflow.entries == ["opened kept", "didComplete"])
    }

    @Test func aForkRunsBothBranchesOnTheSharedStepsResultOnce() async {
        let workflow = RecordingWorkflow<Void>()
        let shared = workflow.onStep { _ in
            workflow.record("shared")
            return ("item", 7)
        }
        shared
            .onStep { (item: String, value: Int) in
                workflow.record("main \(item) \(value)")
                return ((), ())
            }
            .commit()
        shared.fork(workflow)
            .onStep { (item: String, value: Int) in
                workflow.record("fork \(item) \(value)")
                return ((), ())
            }
            .commit()
        #expect(workflow.entries == ["didFork"])

        await workflow.subscribe(()).value

        #expect(workflow.entries.first == "didFork")
        #expect(workflow.entries.dropFirst(1).first == "shared")
        #expect(Set(workflow.entries.dropFirst(2).prefix(2)) == ["main item 7", "fork item 7"])
        #expect(workflow.entries.last == "didComplete")
        #expect(workflow.entries.count == 5)
    }

    @Test func aForkThatThrowsCancelsTheOtherBranch() async {
        let gate = Gate()
        let workflow = RecordingWorkflow<Void>()
        let shared = workflow.onStep { _ in ((), ()) }
        shared
            .onStep { _, _ in
                do {
                    try await gate.wait()
                } catch {
                    workflow.record("main ended by \(type(of: error))")
                    throw error
                }
                return ((), ())
            }
            .commit()
        shared.fork(workflow)
            .onStep { _, _ -> (Void, Void) in
                await gate.untilWaiting()
                throw StepFailure(step: "fork")
            }
            .commit()

        await workflow.subscribe(()).value
        await waitUntil("the main branch ends") { workflow.entries.contains("main ended by CancellationError") }

        #expect(Set(workflow.entries) == ["didFork", "main ended by CancellationError", "didReceiveError"])
        #expect(workflow.entries.count == 3)
        #expect(workflow.errors.map { $0 as? StepFailure } == [StepFailure(step: "fork")])
    }

    @Test func aForkThatThrowsEndsTheRunWithoutWaitingForABranchThatIgnoresCancellation() async {
        let gate = Gate()
        var stubborn: CheckedContinuation<Void, Never>?
        let workflow = RecordingWorkflow<Void>()
        let shared = workflow.onStep { _ in ((), ()) }
        shared
            .onStep { _, _ in
                await withCheckedContinuation { stubborn = $0 }
                workflow.record("stubborn returned")
                return ((), ())
            }
            .onStep { _, _ in
                workflow.record("step after the stubborn one")
                return ((), ())
            }
            .commit()
        shared.fork(workflow)
            .onStep { _, _ -> (Void, Void) in
                try await gate.wait()
                throw StepFailure(step: "fork")
            }
            .commit()

        let run = workflow.subscribe(())
        await waitUntil("the stubborn step waits") { stubborn != nil }
        await gate.untilWaiting()
        gate.open()
        let ended = await within(.seconds(600), "the run after a branch threw") {
            await run.value
            return true
        }

        #expect(ended == true)
        #expect(workflow.entries == ["didFork", "didReceiveError"])
        #expect(workflow.errors.map { $0 as? StepFailure } == [StepFailure(step: "fork")])
        stubborn?.resume()
        await waitUntil("the stubborn step returns") { workflow.entries.contains("stubborn returned") }
        #expect(workflow.entries == ["didFork", "didReceiveError", "stubborn returned"])
    }

    @Test func aWaitingRunHoldsNoActionableItemAnEarlierStepPassedOn() async {
        let gate = Gate()
        let workflow = RecordingWorkflow<RecordingInteractor>()
        var first: RecordingInteractor? = RecordingInteractor(name: "first")
        var second: RecordingInteractor? = RecordingInteractor(name: "second")
        weak let weakFirst = first
        weak let weakSecond = second
        var root: RecordingInteractor? = RecordingInteractor(name: "root")
        weak let weakRoot = root
        let steps = workflow.onStep { [weak first] (_: RecordingInteractor) in (first!, ()) }
            .onStep { [weak second] (_: RecordingInteractor, _) in (second!, "passed on") }
        steps
            .onStep { (item: RecordingInteractor, value: String) in
                try await gate.wait()
                workflow.record("\(item.name) \(value)")
                return ((), ())
            }
            .commit()
        steps.fork(workflow)
            .onStep { (item: RecordingInteractor, value: String) in
                try await gate.wait()
                workflow.record("fork \(item.name) \(value)")
                return ((), ())
            }
            .commit()

        let run = workflow.subscribe(root!)
        await gate.untilWaiting(2)
        root = nil
        first = nil
        second = nil

        #expect(weakRoot == nil, "the run holds the root's actionable item")
        #expect(weakFirst == nil, "the run holds the first step's actionable item")
        #expect(weakSecond != nil, "the waiting steps hold their actionable item")
        gate.open()
        await run.value
        #expect(Set(workflow.entries) == ["didFork", "second passed on", "fork second passed on", "didComplete"])
        #expect(weakSecond == nil)
    }

    @Test func aChainThatIsNotCommittedDoesNotRun() async {
        let workflow = RecordingWorkflow<Void>()
        let shared = workflow.onStep { _ in
            workflow.record("shared")
            return ((), ())
        }
        shared.onStep { _, _ in
            workflow.record("committed")
            return ((), ())
        }
        .commit()
        shared.fork(workflow).onStep { _, _ in
            workflow.record("not committed")
            return ((), ())
        }

        await workflow.subscribe(()).value

        #expect(workflow.entries == ["didFork", "shared", "committed", "didComplete"])
    }

    @Test func subscribingBeforeCommittingStops() async {
        await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let workflow = Workflow<Void>()
                    workflow.onStep { _ in ((), ()) }
                    workflow.subscribe(())
                }
            }
        }
    }

    @Test func forkingIntoAnotherWorkflowStops() async {
        await retryingInterruptedSystemCalls {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let step = Workflow<Void>().onStep { _ in ((), ()) }
                    _ = step.fork(Workflow<Void>())
                }
            }
        }
    }
}
