_ = AppComponent()
