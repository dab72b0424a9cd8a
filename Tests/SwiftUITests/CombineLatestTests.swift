import Combine
import Testing

/// `Publishers.CombineLatest` and `.combineLatest`, as Combine documents them.
@Suite struct CombineLatestTests {
    enum Oops: Error { case bad }

    @Test func pairsTheLatestOfEachOnceBothHaveSpoken() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var pairs: [String] = []
        var finished = false
        let cancellable = Publishers.CombineLatest(a, b).sink(receiveCompletion: { _ in finished = true }) { pairs.append("\($0)\($1)") }
        a.send(1)            // nothing yet: b has not spoken
        b.send("x")          // 1x
        a.send(2)            // 2x
        b.send("y")          // 2y
        #expect(pairs == ["1x", "2x", "2y"])
        a.send(completion: .finished)
        b.send("z")          // a finished, its latest still pairs: 2z
        #expect(pairs == ["1x", "2x", "2y", "2z"] && !finished)
        b.send(completion: .finished)
        #expect(finished)
        _ = cancellable
    }

    @Test func theFirstFailureEndsItAndAStarvedSideFinishesIt() {
        let a = PassthroughSubject<Int, Oops>(), b = PassthroughSubject<Int, Oops>()
        var result: [String] = []
        let c1 = a.combineLatest(b) { $0 + $1 }.sink(receiveCompletion: {
            if case .failure = $0 { result.append("failed") } else { result.append("finished") }
        }) { result.append("\($0)") }
        a.send(1); b.send(10); b.send(completion: .failure(.bad)); a.send(2)
        #expect(result == ["11", "failed"])
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        var done = false
        let c2 = c.combineLatest(d).sink(receiveCompletion: { _ in done = true }) { _ in }
        c.send(completion: .finished)    // c never spoke: no pair can come
        #expect(done)
        _ = (c1, c2)
    }

    @Test func demandIsHonoured() {
        let a = CurrentValueSubject<Int, Never>(1), b = CurrentValueSubject<Int, Never>(2)
        var got: [Int] = []
        var subscription: (any Subscription)?
        let subscriber = AnySubscriber<(Int, Int), Never>(receiveSubscription: { subscription = $0 },
                                                          receiveValue: { got.append($0 * 10 + $1); return .none },
                                                          receiveCompletion: { _ in })
        a.combineLatest(b).subscribe(subscriber)
        #expect(got.isEmpty)                 // nothing asked for yet
        subscription?.request(.max(1))
        #expect(got == [12])
        a.send(3); b.send(4)                 // no demand: kept, the latest sent when asked
        #expect(got == [12])
        subscription?.request(.max(1))
        #expect(got == [12, 34])
        subscription?.cancel()
        a.send(5)
        #expect(got == [12, 34])
    }
}

/// `CombineLatest3` and `CombineLatest4`: the latest of each once all have spoken.
@Suite struct CombineLatestManyTests {
    @Test func triplesAndQuadruplesOfTheLatest() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>(), c = PassthroughSubject<Int, Never>()
        var triples: [String] = []
        let c3 = Publishers.CombineLatest3(a, b, c).sink { triples.append("\($0)\($1)\($2)") }
        a.send(1); b.send(2)       // c silent: nothing
        c.send(3)                  // 123
        b.send(5)                  // 153
        #expect(triples == ["123", "153"])
        let d = PassthroughSubject<Int, Never>()
        var quads: [String] = []
        let c4 = a.combineLatest(b, c, d).sink { quads.append("\($0)\($1)\($2)\($3)") }
        a.send(7); b.send(8); c.send(9)
        #expect(quads.isEmpty)
        d.send(0)                  // 7890
        #expect(quads == ["7890"])
        _ = (c3, c4)
    }
}
