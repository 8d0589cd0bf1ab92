// The factories and first reads the cold-creation benchmark times, each behind a call the optimizer may not
// inline, as in ``WarmReads``.

@inline(never)
func makeService(seed: Int) -> Service { Service(seed: seed) }

@inline(never)
func makeService(seed: Int) async -> Service { Service(seed: seed) }

@inline(never)
func readService(_ component: AsyncServiceComponent) async -> Service {
    await component.service()
}
